// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { DebugPanel } from './DebugPanel';
import { userFixture } from '@client/test-support/user-fixture';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

const year = defaultTaxYear(now());
const user = (role: 'user' | 'admin') =>
  userFixture({
    id: 1,
    email: 'admin@example.ch',
    role,
    name: 'Ada Admin',
    isTaxProfileComplete: false,
    taxYear: year,
    taxStatus: 'profile_incomplete',
  });

let role: 'user' | 'admin' = 'user';
const requests: { key: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
  requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  switch (key) {
    case 'GET /api/user':
      return json(200, user(role));
    case 'GET /api/tax/status':
      return json(200, { status: 'profile_incomplete', current_status_id: 1, taxYear: year, isTaxProfileComplete: false, advanced_tax_locked: false, documents_requested: false });
    case 'GET /api/debug/db-status':
      return json(200, {
        hasTaxProfileColumn: true,
        columns: ['id', 'email', 'is_tax_profile_complete'],
        userCount: 12,
        taxCompletedCount: 3,
        completionRate: 25,
        newestUser: { id: 12, email: 'new@example.ch', created: '2026-11-20T09:00:00.000Z' },
        lastChecked: '2026-11-23T08:00:00.000Z',
        pendingMigrations: [],
      });
    case 'POST /api/tax-profile/set-status':
      return json(200, { success: true, isTaxProfileComplete: true });
    case 'POST /api/debug/fix-column':
      return json(200, { success: true, applied: [], message: 'No pending migrations' });
    case 'PATCH /api/user/tax-status':
      return json(200, { status: 'processing', current_status_id: 4, taxYear: year - 1, isTaxProfileComplete: true, advanced_tax_locked: false, documents_requested: false });
    default:
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  }
});

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>{children}</SelectedTaxYearProvider>
    </QueryClientProvider>
  );
  return render(<DebugPanel />, { wrapper });
}

const shortcut = () => fireEvent.keyDown(window, { key: 'D', code: 'KeyD', ctrlKey: true, shiftKey: true });

beforeAll(async () => {
  await changeLanguage('en');
  // The panel's body is a lazy chunk; loaded once here, opening it later waits on no transform.
  await import('./DebugPanelBody');
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

describe('home debug panel', () => {
  it("tells a non-admin 'Debug Access Restricted' and opens nothing", async () => {
    role = 'user';
    renderPanel();
    // Once the role is known, the shortcut answers with the toast.
    await waitFor(() => {
      shortcut();
      expect(toast).toHaveBeenCalledWith({ title: 'Debug Access Restricted', description: 'You are not authorized to use the debugging tools.', variant: 'destructive' });
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(requests.some((r) => r.key.includes('/api/debug/'))).toBe(false);
  });

  it('opens for an admin with the database status, says honestly what fix column did, sets a status and closes again', async () => {
    role = 'admin';
    renderPanel();
    await waitFor(() => expect(requests.some((r) => r.key === 'GET /api/user')).toBe(true));
    // The panel's body loads on first opening: each try waits for it before pressing again
    // (a second press would close it).
    await waitFor(
      async () => {
        shortcut();
        expect(await screen.findByRole('complementary', { name: 'Debug panel' }, { timeout: 1000 })).toBeTruthy();
      },
      { timeout: 4500 },
    );
    expect(await screen.findByText('new@example.ch', { exact: false })).toBeTruthy();
    expect(screen.getByText('25 %')).toBeTruthy();

    expect(screen.getByText('Tax profile incomplete')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Tax profile changed', description: 'Tax profile complete' }));
    expect(requests.find((r) => r.key === 'POST /api/tax-profile/set-status')?.body).toEqual({ status: true });

    fireEvent.click(screen.getByRole('button', { name: 'Fix column' }));
    expect((await screen.findByRole('status')).textContent).toBe('No pending migrations – nothing was changed.');

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 1) } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'processing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set status' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Status Changed', description: 'Expert and AI analysis ongoing' }));
    expect(requests.find((r) => r.key === 'PATCH /api/user/tax-status')?.body).toEqual({ taxStatus: 'processing', taxYear: year - 1 });

    shortcut();
    expect(screen.queryByRole('complementary')).toBeNull();
  }, 10_000);
});
