// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@shared/contract/address';
import { changeLanguage } from '@client/lib/i18n';
import { AddressDemoPage } from './AddressDemoPage';

const placeOnly: AddressSuggestion = {
  displayName: '8914 Aeugstertal',
  street: '',
  houseNumber: '',
  postalCode: '8914',
  city: 'Aeugstertal',
  gemeinde: 'Aeugst am Albis',
  state: 'ZH',
  country: 'CH',
};
const withStreet: AddressSuggestion = { ...placeOnly, displayName: 'Dorfstrasse 7, 8914 Aeugstertal', street: 'Dorfstrasse', houseNumber: '7' };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const putBodies = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(results: AddressSuggestion[]) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/address/search')) return json({ results, source: { directory: 'swisstopo', directoryDate: '2021-07', remote: false } });
    if (url.startsWith('/api/user/profile') && init?.method === 'PUT') return new Response(JSON.stringify({ message: 'not in this test', code: 'INTERNAL' }), { status: 500 });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddressDemoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choose(typed: string, suggestion: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Adresse suchen' }), { target: { value: typed } });
  // The search asks the server 500 ms after the last keystroke.
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(suggestion) }, { timeout: 3000 }));
}

describe('/address-demo', { timeout: 15_000 }, () => {
  it('does not save a place-only suggestion with an empty street, and says what is missing', async () => {
    renderPage([placeOnly]);
    await choose('8914 Aeug', '8914 Aeugstertal');
    expect(screen.getByRole('status').textContent).toContain('Geben Sie Strasse und Hausnummer in die Suche ein');
    const save = screen.getByRole('button', { name: 'Adresse speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(putBodies()).toEqual([]);
  });

  it('saves the street of a suggestion that has one', async () => {
    renderPage([withStreet]);
    await choose('Dorfstrasse 7, 8914', 'Dorfstrasse 7, 8914 Aeugstertal');
    const save = screen.getByRole('button', { name: 'Adresse speichern' });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await vi.waitFor(() => expect(putBodies()).toEqual([{ street: 'Dorfstrasse 7', zipCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis' }]));
  });
});
