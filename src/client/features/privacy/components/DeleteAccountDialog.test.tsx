// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { DeleteAccountDialog } from './DeleteAccountDialog';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(answers: Record<string, Response[]>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers[url]?.shift();
      if (!next) throw new Error(`unexpected call ${url}`);
      return next;
    }),
  );
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DeleteAccountDialog open onOpenChange={() => undefined} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { calls, onDeleted };
}

describe('Delete my account', () => {
  it('explains what goes and what stays, sends the code, refuses a wrong one in words, deletes with the right one', async () => {
    const deleted = { deleted: true, retained: [{ kind: 'payment', count: 1, keepUntil: '2036-12-31', reason: 'accounting_law' }] };
    const { calls, onDeleted } = renderDialog({
      '/api/privacy/delete-account/request-code': [json({ sent: true })],
      '/api/privacy/delete-account': [json({ message: 'Invalid verification code', code: 'INVALID_CODE' }, 400), json(deleted)],
    });
    expect(screen.getByRole('dialog', { name: 'Konto endgültig löschen?' })).toBeTruthy();
    expect(screen.getByText(/Art\. 958f OR/)).toBeTruthy();
    expect(screen.getByText(/der Auftrag abgeschlossen/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Code per E-Mail senden' }));
    const input = await screen.findByLabelText('Bestätigungscode aus der E-Mail');
    fireEvent.change(input, { target: { value: '12 34 56' } });
    expect((input as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText('Der Code ist falsch oder abgelaufen. Bitte prüfen Sie ihn oder fordern Sie einen neuen an.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(onDeleted.mock.calls[0]![0]).toEqual(deleted);
    expect(calls.filter((c) => c.url === '/api/privacy/delete-account').map((c) => c.body)).toEqual([{ code: '123456' }, { code: '123456' }]);
  });

  it('does not send an incomplete code, and says when it must wait before a new one', async () => {
    const { calls } = renderDialog({
      '/api/privacy/delete-account/request-code': [
        json({ sent: true }),
        new Response(JSON.stringify({ message: 'Please wait 40 seconds', code: 'RATE_LIMITED', params: { seconds: 40 } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '40' },
        }),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Code per E-Mail senden' }));
    const input = await screen.findByLabelText('Bestätigungscode aus der E-Mail');
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText(/Der Code ist falsch/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/privacy/delete-account')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Neuen Code senden' }));
    expect(await screen.findByText('Bitte warten Sie 40 Sekunden und versuchen Sie es dann erneut.')).toBeTruthy();
  });
});

describe('Account deleted', () => {
  it('lists what the law keeps and until when (de-CH)', () => {
    render(
      <MemoryRouter>
        <AccountDeletedNotice result={{ deleted: true, retained: [{ kind: 'invoice', count: 2, keepUntil: '2036-12-31', reason: 'accounting_law' }] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ihr Konto ist gelöscht' })).toBeTruthy();
    expect(screen.getByText('Rechnungen: 2, bis 31.12.2036')).toBeTruthy();
  });

  it('says nothing is kept when nothing is, and points to the e-mail after a reload', () => {
    const { unmount } = render(
      <MemoryRouter>
        <AccountDeletedNotice result={{ deleted: true, retained: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Wir bewahren nichts von Ihnen auf.')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <AccountDeletedNotice result={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/steht in der Bestätigung per E-Mail/)).toBeTruthy();
  });
});
