// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { statusIdOf, type TaxStatusKey } from '@shared/domain/tax-status';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { AdminStatusTools, parseUserId } from './AdminStatusTools';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

const year = defaultTaxYear(now());
const record = (status: TaxStatusKey, taxYear = year): TaxStatusRecord => ({
  status,
  current_status_id: statusIdOf(status)!,
  taxYear,
  isTaxProfileComplete: true,
  advanced_tax_locked: false,
  documents_requested: false,
});

let failPatch = false;
const patches: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (init?.method === 'PATCH' && url === '/api/user/tax-status') {
    const body = JSON.parse(String(init.body)) as { taxStatus: TaxStatusKey; taxYear: number };
    patches.push(body);
    if (failPatch) return json(500, { code: 'INTERNAL', message: 'Internal error' });
    return json(200, record(body.taxStatus, body.taxYear));
  }
  if (url.startsWith('/api/tax-status')) return json(200, record('documents_pending'));
  if (url.startsWith('/api/user')) return json(404, { code: 'NOT_FOUND', message: 'not in this test' });
  return json(404, { code: 'NOT_FOUND', message: 'Not found' });
});

/** Lets fetch answers, React Query's notifications and React's updates run (timers are fake). */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderTools() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(<AdminStatusTools ownUserId={1} initialYear={year} />, { wrapper });
}

const button = (name: string, index = 0) => screen.getAllByRole('button', { name })[index] as HTMLButtonElement;
const loopSwitch = () => screen.getByRole('switch', { name: 'Loop' });
const autoSwitch = () => screen.getByRole('switch', { name: 'Auto advance' });
const bar = () => screen.getByRole('progressbar', { name: 'Tax status progress' });

beforeAll(async () => {
  await changeLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  patches.length = 0;
  failPatch = false;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe('manage tax status', () => {
  it('accepts only numeric user ids', () => {
    expect(parseUserId(' 12 ')).toBe(12);
    expect(parseUserId('0')).toBeNull();
    expect(parseUserId('1e3')).toBeNull();
    expect(parseUserId('abc')).toBeNull();
  });

  it("asks for a status before updating, then patches the chosen status for the admin's own user and year", async () => {
    renderTools();
    await settle();
    expect(bar().getAttribute('aria-valuenow')).toBe('32');
    fireEvent.click(button('Update'));
    expect(screen.getByText('Please select a tax status')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Tax status' }), { target: { value: 'review_required' } });
    fireEvent.click(button('Update'));
    await settle();
    expect(patches).toEqual([{ taxStatus: 'review_required', taxYear: year, userId: 1 }]);
    expect(toast).toHaveBeenLastCalledWith({ title: 'Status Changed', description: 'Tax forms ready for review' });
    expect(bar().getAttribute('aria-valuenow')).toBe('82');

    // The 1 s lock after an update.
    expect(button('Next').disabled).toBe(true);
    await settle(1000);
    expect(button('Next').disabled).toBe(false);
    fireEvent.click(button('Next'));
    await settle();
    expect(patches.at(-1)).toEqual({ taxStatus: 'completed', taxYear: year, userId: 1 });
  });

  it('acts on another user and year; from an unknown status next wraps to the start and previous to completed', async () => {
    renderTools();
    await settle();
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Tax year'), { target: { value: String(year - 1) } });
    expect(screen.getByText('Status not known yet – the next change sets it', { selector: 'p' })).toBeTruthy();
    fireEvent.click(button('Previous'));
    await settle();
    expect(patches).toEqual([{ taxStatus: 'completed', taxYear: year - 1, userId: 42 }]);
    await settle(1000);
    fireEvent.click(button('Reset'));
    await settle();
    expect(patches.at(-1)).toEqual({ taxStatus: 'profile_incomplete', taxYear: year - 1, userId: 42 });
  });

  it('refuses a non-numeric user id with the spec text and disables the controls', async () => {
    renderTools();
    await settle();
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'x1' } });
    expect(screen.getByText('Invalid User ID – Please enter a valid numeric user ID')).toBeTruthy();
    expect(button('Update').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it('loops every 2 s from the start, counts each wrap and locks manual controls and auto advance meanwhile', async () => {
    renderTools();
    await settle();
    fireEvent.click(loopSwitch());
    await settle();
    expect(patches).toEqual([{ taxStatus: 'profile_incomplete', taxYear: year, userId: 1 }]);
    expect(button('Next').disabled).toBe(true);
    expect(button('Update').disabled).toBe(true);
    expect((autoSwitch() as HTMLButtonElement).disabled).toBe(true);

    await settle(1999);
    expect(patches).toHaveLength(1);
    await settle(1);
    expect(patches.at(-1)).toMatchObject({ taxStatus: 'documents_pending' });
    // Four more steps reach completed, the sixth wraps to the start and counts one loop.
    await settle(2000 * 4);
    expect(patches.at(-1)).toMatchObject({ taxStatus: 'completed' });
    expect(screen.getAllByText('0 loops completed').length).toBeGreaterThan(0);
    await settle(2000);
    expect(patches.at(-1)).toMatchObject({ taxStatus: 'profile_incomplete' });
    expect(screen.getAllByText('1 loop completed').length).toBeGreaterThan(0);

    fireEvent.click(loopSwitch());
    await settle();
    const count = patches.length;
    await settle(6000);
    expect(patches).toHaveLength(count);
    expect(button('Next').disabled).toBe(false);
  });

  it('auto advances every 2.5 s, disables the loop meanwhile, and stops with the error toast when an update fails', async () => {
    renderTools();
    await settle();
    fireEvent.click(autoSwitch());
    await settle();
    expect((loopSwitch() as HTMLButtonElement).disabled).toBe(true);
    expect(patches).toEqual([]);
    await settle(2500);
    expect(patches).toEqual([{ taxStatus: 'documents_submitted', taxYear: year, userId: 1 }]);
    await settle(2500);
    expect(patches.at(-1)).toMatchObject({ taxStatus: 'processing' });

    failPatch = true;
    await settle(2500);
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Failed to update tax status. Please try again.', variant: 'destructive' });
    expect(autoSwitch().getAttribute('aria-checked')).toBe('false');
    const count = patches.length;
    await settle(10_000);
    expect(patches).toHaveLength(count);
  });

  it('stops the loop when an update fails', async () => {
    renderTools();
    await settle();
    fireEvent.click(loopSwitch());
    await settle();
    failPatch = true;
    await settle(2000);
    expect(loopSwitch().getAttribute('aria-checked')).toBe('false');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Failed to update tax status. Please try again.', variant: 'destructive' });
  });
});
