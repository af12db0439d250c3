// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BYTES_PER_GB, BYTES_PER_MB } from '@shared/domain/file-sizes';
import { changeLanguage } from '@client/lib/i18n';
import { StorageUsageLine } from './StorageUsageLine';

const GB = BYTES_PER_GB;

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showWith(usage: { usedBytes: number; limitBytes: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/files/usage?taxYear=2025');
      return new Response(JSON.stringify({ taxYear: 2025, ...usage }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StorageUsageLine taxYear={2025} />
    </QueryClientProvider>,
  );
}

describe('the storage use next to the upload', () => {
  it('says how much of the year’s quota is used', async () => {
    showWith({ usedBytes: 120 * BYTES_PER_MB, limitBytes: 2 * GB });
    expect((await screen.findByTestId('storage-usage')).textContent).toBe('120.00 MB von 2.00 GB Speicherplatz für 2025 belegt');
  });

  it('says so when the quota is reached', async () => {
    showWith({ usedBytes: 2 * GB, limitBytes: 2 * GB });
    expect((await screen.findByTestId('storage-usage')).textContent).toBe('Ihr Speicherplatz für 2025 ist voll: Weitere Dateien werden nicht gespeichert.');
  });
});
