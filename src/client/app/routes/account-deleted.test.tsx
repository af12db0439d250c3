// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataRightsCard } from '@client/features/privacy/components/DataRightsCard';
import { changeLanguage } from '@client/lib/i18n';
import { AccountDeletedPage } from './account-deleted';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('Your data (profile) → account deleted', () => {
  it('offers the export as a plain download link, and after the deletion shows what the law keeps, signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/privacy/delete-account/request-code') return json({ sent: true });
        if (url === '/api/privacy/delete-account') return json({ deleted: true, retained: [{ kind: 'payment', count: 1, keepUntil: '2036-12-31', reason: 'accounting_law' }] });
        throw new Error(`unexpected call ${url}`);
      }),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/user'], { id: 1 });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<DataRightsCard />} />
            <Route path="/account-deleted" element={<AccountDeletedPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const download = screen.getByRole('link', { name: 'Meine Daten herunterladen' });
    expect(download.getAttribute('href')).toBe('/api/privacy/export');
    expect(download.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Code per E-Mail senden' }));
    fireEvent.change(await screen.findByLabelText('Bestätigungscode aus der E-Mail'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await screen.findByRole('heading', { name: 'Ihr Konto ist gelöscht' })).toBeTruthy();
    expect(screen.getByText('Kartenzahlungen: 1, bis 31.12.2036')).toBeTruthy();
    // The signed-in answers are forgotten: nothing of the account stays in the page's cache.
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/user'])).toBeUndefined());
  });
});
