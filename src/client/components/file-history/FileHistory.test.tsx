// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListedFile } from '@shared/contract/documents';
import { changeLanguage } from '@client/lib/i18n';
import { FileHistory } from './FileHistory';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const file = (id: number, name: string, uploadedAt: string): ListedFile => ({
  id,
  filename: name,
  originalFileName: name,
  fileName: name,
  categoryId: 5,
  categoryName: 'Lohnausweis',
  category: 'Lohnausweis',
  taxYear: 2025,
  createdAt: uploadedAt,
  uploadedAt,
  blobUrl: `/api/files/${id}/content/${encodeURIComponent(name)}`,
  size: 51_000_000,
  mimeType: 'application/pdf',
  hash: 'a'.repeat(64),
});

/** The file history as the person sees it at `now` (the client clock reads the moved Date). */
function showHistoryAt(now: string, files: ListedFile[]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/files')) return json(files);
      if (url.startsWith('/api/document-categories')) return json([{ id: 5, name: 'Lohnausweis' }]);
      throw new Error(`unexpected call ${url}`);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FileHistory initialYear={2025} dayHeading="h2" />
    </QueryClientProvider>,
  );
}

const day = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('section')!;

describe('the file history on a Monday morning', { timeout: 15_000 }, () => {
  it('reads “Samstag” under the Saturday heading and “gestern” under Sunday, by Swiss calendar day', async () => {
    showHistoryAt('2026-11-23T08:00:00+01:00', [
      file(1, 'Lohnausweis.pdf', '2026-11-21T23:30:00+01:00'),
      file(2, 'Spende.pdf', '2026-11-22T00:15:00+01:00'),
    ]);
    const saturday = await day('Samstag, 21.11.2026');
    expect(within(saturday).getByText('Lohnausweis.pdf')).toBeTruthy();
    expect(within(saturday).getByText('Samstag')).toBeTruthy();
    expect(within(saturday).queryByText('gestern')).toBeNull();
    expect(saturday.textContent).toContain('23:30');

    const sunday = await day('Sonntag, 22.11.2026');
    expect(within(sunday).getByText('gestern')).toBeTruthy();
    expect(sunday.textContent).toContain('00:15');
  });

  it('shows a size over the 50 MB limit as more than 50 MB', async () => {
    showHistoryAt('2026-11-23T08:00:00+01:00', [file(1, 'Scan.pdf', '2026-11-23T07:00:00+01:00')]);
    const today = await day('Montag, 23.11.2026');
    expect(today.textContent).toContain('51.00 MB');
    expect(within(today).getByText('vor 1 Stunde')).toBeTruthy();
  });
});

describe('the file history’s line on what was read in a file', { timeout: 15_000 }, () => {
  it('says what was recognised, whether it is still being read or could not be read, and when it was confirmed', async () => {
    const uploaded = '2026-11-23T07:00:00+01:00';
    showHistoryAt('2026-11-23T08:00:00+01:00', [
      { ...file(1, 'Steuerauszug.pdf', uploaded), recognition: { status: 'done', kind: 'ech0196', confirmedAt: null } },
      { ...file(2, 'Lohnausweis.pdf', uploaded), recognition: { status: 'done', kind: 'salary-certificate', confirmedAt: '2026-11-22T23:30:00Z' } },
      { ...file(3, 'Foto.jpg', uploaded), recognition: { status: 'running', kind: 'unknown', confirmedAt: null } },
      { ...file(4, 'Scan.pdf', uploaded), recognition: { status: 'failed', kind: 'unknown', confirmedAt: null } },
      file(5, 'Quittung.pdf', uploaded),
    ]);
    const card = async (name: string) => screen.findByRole('article', { name });
    expect((await card('Steuerauszug.pdf')).textContent).toContain('E-Steuerauszug erkannt');
    expect((await card('Steuerauszug.pdf')).textContent).not.toContain('bestätigt');
    // Confirmed just before midnight UTC: the 23rd in Switzerland.
    expect((await card('Lohnausweis.pdf')).textContent).toContain('Lohnausweis erkannt · bestätigt am 23.11.2026');
    expect(within(await card('Foto.jpg')).getByText('Wird gelesen …')).toBeTruthy();
    expect(within(await card('Scan.pdf')).getByText('Konnte nicht automatisch gelesen werden')).toBeTruthy();
    const receipt = (await card('Quittung.pdf')).textContent ?? '';
    for (const line of ['erkannt', 'gelesen', 'bestätigt']) expect(receipt).not.toContain(line);
  });
});
