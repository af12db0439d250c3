// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseSummary } from '@shared/contract/expert';
import { changeLanguage } from '@client/lib/i18n';
import { ExpertQueuePage } from './expert';

const summary = (over: Partial<CaseSummary>): CaseSummary => ({
  userId: 7,
  taxYear: 2025,
  name: 'Anna Muster',
  email: 'anna@example.ch',
  canton: 'bern',
  status: 'processing',
  plan: 'premium',
  transmittedAt: '2026-02-01T10:00:00.000Z',
  waitingDays: 3,
  unreadMessages: 2,
  openContactRequests: 1,
  documentsRequested: true,
  ...over,
});

let cases: CaseSummary[];
const requested: string[] = [];
const fetchMock = vi.fn(async (url: string) => {
  requested.push(url);
  return new Response(JSON.stringify({ cases, total: cases.length, page: 1, pageSize: 25 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderQueue(entry = '/expert') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/expert" element={<ExpertQueuePage />} />
          <Route path="/expert/cases/:userId/:taxYear" element={<p>case page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  cases = [summary({}), summary({ userId: 8, name: 'Beat Beispiel', email: 'beat@example.ch', plan: 'basic', canton: 'zuerich', status: 'review_required', unreadMessages: 0, openContactRequests: 0, documentsRequested: false, waitingDays: 1 })];
  requested.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const lastPath = () => decodeURIComponent(requested.at(-1) ?? '');

describe('expert queue', () => {
  it('shows each case with plan, canton, waiting time, counters and the documents badge; a row opens the case', async () => {
    renderQueue();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const anna = rows[1]!;
    expect(within(anna).getByRole('link', { name: 'Anna Muster' }).getAttribute('href')).toBe('/expert/cases/7/2025');
    expect(within(anna).getByText('Premium')).toBeTruthy();
    expect(within(anna).getByText('BE')).toBeTruthy();
    expect(within(anna).getByText('3 Tage')).toBeTruthy();
    expect(within(anna).getByLabelText('2 ungelesene Nachrichten')).toBeTruthy();
    expect(within(anna).getByLabelText('1 offene Kontaktanfrage')).toBeTruthy();
    expect(within(anna).getByText('Dokumente angefordert')).toBeTruthy();
    expect(within(rows[2]!).getByText('Prüfung erforderlich')).toBeTruthy();
    expect(within(rows[2]!).getByText('Basic')).toBeTruthy();
    expect(screen.getByText('2 Fälle')).toBeTruthy();
    expect(lastPath()).toBe('/api/expert/cases?page=1');

    fireEvent.click(within(anna).getByRole('link', { name: 'Anna Muster' }));
    expect(await screen.findByText('case page')).toBeTruthy();
  });

  it('spells out open counters on the phone cards and shows no zero counters', async () => {
    renderQueue();
    await screen.findByRole('table');
    const [annaCard, beatCard] = screen.getAllByRole('listitem');
    expect(within(annaCard!).getByText('2 ungelesene Nachrichten')).toBeTruthy();
    expect(within(annaCard!).getByText('1 offene Kontaktanfrage')).toBeTruthy();
    expect(beatCard!.textContent).not.toMatch(/Nachricht|Kontaktanfrage/);
    expect(within(screen.getAllByRole('row')[2]!).queryByLabelText(/0 /)).toBeNull();
  });

  it('puts the filters into the URL and the query, the search after a pause', async () => {
    renderQueue('/expert?taxYear=2025');
    await screen.findByRole('table');
    expect(lastPath()).toBe('/api/expert/cases?taxYear=2025&page=1');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'review_required' } });
    await waitFor(() => expect(lastPath()).toBe('/api/expert/cases?status=review_required&taxYear=2025&page=1'));
    fireEvent.change(screen.getByLabelText('Kanton'), { target: { value: 'bern' } });
    await waitFor(() => expect(lastPath()).toBe('/api/expert/cases?status=review_required&taxYear=2025&canton=bern&page=1'));

    const calls = requested.length;
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'anna@' } });
    await waitFor(() => expect(lastPath()).toBe('/api/expert/cases?status=review_required&taxYear=2025&canton=bern&q=anna@&page=1'));
    expect(requested.length).toBe(calls + 1); // one request for the whole word, not one per key
    expect(screen.getByTestId('location').textContent).toBe('/expert?status=review_required&taxYear=2025&canton=bern&q=anna%40');
  });

  it('says so when no case matches, and offers to reset the filters', async () => {
    cases = [];
    renderQueue('/expert?canton=uri');
    expect(await screen.findByText('Kein Fall entspricht diesen Filtern.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/expert'));
  });

  it('shows the reason when the queue cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ message: 'Forbidden', code: 'FORBIDDEN' }), { status: 403 }));
    renderQueue();
    expect(await screen.findByText('Nur Expertinnen, Experten und Administratoren dürfen das.')).toBeTruthy();
  });
});
