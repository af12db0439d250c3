// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { ResetProfileCard } from './ResetProfileCard';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

type Answer = { status: number; body: unknown };
let answer: Answer;
const requests: { key: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  requests.push({ key: `${init?.method ?? 'GET'} ${url}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(<ResetProfileCard />, { wrapper });
}

const idField = () => screen.getByLabelText('User ID');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset profile' }));

beforeAll(async () => {
  await changeLanguage('en');
});
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe('reset user profile card', () => {
  it.each(['', 'abc', '12a', '1.5', '0', '-3', '1e3'])('refuses %j with the spec text and calls nothing', async (text) => {
    renderCard();
    fireEvent.change(idField(), { target: { value: text } });
    submit();
    expect(await screen.findByText('Invalid User ID – Please enter a valid numeric user ID')).toBeTruthy();
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks for confirmation, posts the numeric id and reports success', async () => {
    answer = { status: 200, body: { success: true, message: 'Profile reset', userId: 42 } };
    renderCard();
    fireEvent.change(idField(), { target: { value: ' 42 ' } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Reset this profile?' });
    expect(dialog.textContent).toContain('user 42');
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Profile Reset Successful', description: 'User 42 is back in the first-time state.' }));
    expect(requests).toEqual([{ key: 'POST /api/admin/reset-profile', body: { userId: 42 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancelling the confirmation calls nothing', async () => {
    renderCard();
    fireEvent.change(idField(), { target: { value: '7' } });
    submit();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
  });

  it("shows 'Reset Failed' with the server's reason, or the spec's fallback text", async () => {
    answer = { status: 404, body: { code: 'NOT_FOUND', message: 'No such user', error: 'No such user' } };
    renderCard();
    fireEvent.change(idField(), { target: { value: '999' } });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Reset Failed', description: 'There is no user with this ID.', variant: 'destructive' }),
    );

    answer = { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } };
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ title: 'Reset Failed', description: 'Failed to reset user profile', variant: 'destructive' }),
    );
  });
});
