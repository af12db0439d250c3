// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { StaffAccessCard } from './StaffAccessCard';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffAccessCard />
    </QueryClientProvider>,
  );
}

describe('Who opened your data', () => {
  it('lists who, role, what, year and when (de-CH)', async () => {
    renderWith([
      { at: '2026-11-12T10:00:00.000Z', staffName: 'Erika Expertin', staffRole: 'expert', subject: 'document', taxYear: 2025 },
      { at: '2026-11-10T08:00:00.000Z', staffName: 'Adrian Admin', staffRole: 'admin', subject: 'messages', taxYear: null },
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Erika Expertin')).toBeTruthy();
    expect(within(items[0]!).getByText('(Steuerfachperson)')).toBeTruthy();
    expect(within(items[0]!).getByText('Ein Dokument · Steuerjahr 2025')).toBeTruthy();
    expect(within(items[0]!).getByText(/^12\.11\.2026/)).toBeTruthy();
    expect(within(items[1]!).getByText('Ihre Nachrichten')).toBeTruthy();
    expect(within(items[1]!).getByText('(Administration)')).toBeTruthy();
  });

  it('says so when nobody opened anything', async () => {
    renderWith([]);
    expect(await screen.findByText('Bisher hat niemand bei Helvetax Ihre Daten geöffnet.')).toBeTruthy();
  });
});
