// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThreadMessage } from '@shared/contract/messages';
import { changeLanguage } from '@client/lib/i18n';
import { MessageThread } from './MessageThread';
import { StatusProgress } from './StatusProgress';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerMessages(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MessageThread />
    </QueryClientProvider>,
  );
}

const message = (m: Partial<ThreadMessage>): ThreadMessage => ({
  id: 1,
  taxYear: 2025,
  direction: 'from_taxpayer',
  kind: 'message',
  authorName: 'Anna Muster',
  body: 'Hallo',
  createdAt: '2026-11-10T08:00:00.000Z',
  readAt: null,
  ...m,
});

describe('Your messages', () => {
  it('shows both directions with author, date and the documents-missing badge', async () => {
    answerMessages(200, [
      message({ id: 1, body: 'Ist alles vollständig?' }),
      message({ id: 2, direction: 'to_taxpayer', kind: 'documents_missing', authorName: 'Erika Expertin', body: 'Bitte den Lohnausweis nachreichen.', createdAt: '2026-11-11T13:05:00.000Z' }),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Sie')).toBeTruthy();
    expect(within(items[0]!).queryByText('Unterlagen fehlen')).toBeNull();
    expect(within(items[1]!).getByText('Erika Expertin')).toBeTruthy();
    expect(within(items[1]!).getByText('Unterlagen fehlen')).toBeTruthy();
    expect(within(items[1]!).getByText('Bitte den Lohnausweis nachreichen.')).toBeTruthy();
    expect(within(items[1]!).getByText(/^11\.11\.2026/)).toBeTruthy();
  });

  it('has an empty state and an error state', async () => {
    answerMessages(200, []);
    expect(await screen.findByText(/Noch keine Nachrichten/)).toBeTruthy();
    cleanup();
    answerMessages(500, { code: 'INTERNAL', message: 'Internal error' });
    // One retry for a server failure, then the error state.
    expect(await screen.findByText('Ihre Nachrichten konnten nicht geladen werden.', undefined, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the progress bar at status 6', () => {
  it('is full and reads completed', () => {
    render(<StatusProgress statusId={6} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('Schritt 6 von 6: Abgeschlossen');
  });
});
