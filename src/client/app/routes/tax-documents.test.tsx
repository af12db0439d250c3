// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentFile, UploadResponse } from '@shared/contract/documents';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import type { User } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { ApiError } from '@client/lib/api-client';
import { filesQueryKey } from '@client/lib/api/get-files';
import { taxStatusQueryKey } from '@client/lib/api/get-tax-status';
import { userQueryKey } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { TaxDocumentsPage } from './tax-documents';
import { userFixture } from '@client/test-support/user-fixture';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));
// The upload's XMLHttpRequest would need a server: the request is checked here instead.
const postMultipart = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/upload-request', async (original) => ({ ...(await original<typeof import('@client/lib/upload-request')>()), postMultipart }));

const year = defaultTaxYear(now());
const user: User = userFixture({
  taxYear: year,
  taxStatus: 'documents_submitted',
});
const record = (locked: boolean): TaxStatusRecord => ({ status: 'documents_submitted', current_status_id: 3, taxYear: year, isTaxProfileComplete: true, advanced_tax_locked: locked, documents_requested: false });

let nextId = 1;
const stored = (categoryId: number, name: string, size = 1000): DocumentFile => ({
  id: nextId++,
  filename: name,
  originalFileName: name,
  fileName: name,
  categoryId,
  categoryName: String(categoryId),
  category: String(categoryId),
  taxYear: year,
  createdAt: '2026-02-01T10:00:00.000Z',
  uploadedAt: '2026-02-01T10:00:00.000Z',
  blobUrl: `/api/files/${nextId}/view`,
  size,
  mimeType: 'application/pdf',
  hash: 'a'.repeat(64),
});

let files: DocumentFile[];
const fetchMock = vi.fn(async (url: string) => {
  const path = url.split('?')[0];
  const body = path === '/api/files' ? files : path === '/api/user' ? user : path === '/api/tax-status' ? record(false) : [];
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

function renderPage(options: { locked?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueryKey(year), user);
  queryClient.setQueryData(taxStatusQueryKey(year), record(options.locked ?? false));
  queryClient.setQueryData(filesQueryKey(year), files);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>
        <MemoryRouter initialEntries={['/tax-documents']}>{children}</MemoryRouter>
      </SelectedTaxYearProvider>
    </QueryClientProvider>
  );
  return render(<TaxDocumentsPage />, { wrapper });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
const deduction = (name: string) => screen.getByRole('listitem', { name });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeAll(async () => {
  await changeLanguage('de');
});

beforeEach(() => {
  files = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  postMultipart.mockReset();
  toast.mockReset();
});

describe('tax documents page', () => {
  it('starts empty: 17 categories, no documents, 0 B', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Schweizer Steuerabzüge' })).toBeTruthy();
    expect(figure('Verfügbare Kategorien')).toBe('17');
    expect(figure('Hochgeladene Dokumente')).toBe('0');
    expect(figure('Kategorien mit Belegen')).toBe('0');
    expect(figure('Gesamtgrösse')).toBe('0 B');
    expect(within(deduction('Beiträge Säule 3a')).getByText('Ziffer 13')).toBeTruthy();
    expect(within(deduction('Beiträge Säule 3a')).getByText('Noch keine Belege')).toBeTruthy();
  });

  it('shows per category the count, the first two file names and how many more', () => {
    files = [stored(105, 'Säule-3a-Bank.pdf', 2000), stored(105, 'Säule-3a-Police.pdf'), stored(105, 'Nachtrag.pdf'), stored(108, 'Spende-Rotes-Kreuz.pdf'), stored(5, 'Lohnausweis.pdf')];
    renderPage();
    const saule3a = deduction('Beiträge Säule 3a');
    expect(within(saule3a).getByText('3 Dokumente')).toBeTruthy();
    expect(within(saule3a).getByText('Säule-3a-Bank.pdf')).toBeTruthy();
    expect(within(saule3a).getByText('Säule-3a-Police.pdf')).toBeTruthy();
    expect(within(saule3a).queryByText('Nachtrag.pdf')).toBeNull();
    expect(within(saule3a).getByText('+1 weiteres Dokument')).toBeTruthy();
    expect(figure('Hochgeladene Dokumente')).toBe('4');
    expect(figure('Kategorien mit Belegen')).toBe('2');
    expect(figure('Gesamtgrösse')).toBe('5.00 KB');
  });

  it('asks for a category before the file picker, then uploads into that category and clears the choice', async () => {
    const { container } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Dateien auswählen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie zuerst eine Kategorie aus');

    fireEvent.click(screen.getByRole('button', { name: 'Belege hinzufügen: Spenden' }));
    expect(screen.queryByText('Bitte wählen Sie zuerst eine Kategorie aus')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Steuerziffer auswählen' }).textContent).toContain('Spenden (Ziffer 15)');

    const receipt = new File(['%PDF-1.4 receipt'], 'Spende-Rotes-Kreuz.pdf', { type: 'application/pdf' });
    const saved = stored(108, 'Spende-Rotes-Kreuz.pdf', receipt.size);
    postMultipart.mockImplementation(async (_path: string, _form: FormData, options: { onProgress?: (p: { loaded: number; total: number }) => void }) => {
      options.onProgress?.({ loaded: 5, total: 10 });
      files = [saved];
      return {
        files: [saved],
        failedCount: 0,
        results: [{ status: 'fulfilled', value: { ...saved, duplicate: false } }],
        statusAdvanced: false,
        taxStatus: record(false),
      } satisfies UploadResponse;
    });
    fireEvent.change(fileInput(container), { target: { files: [receipt] } });

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Hochladen erfolgreich', description: '1 Dokument zu «Spenden» hochgeladen.' }));
    const [path, form] = postMultipart.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/files/upload');
    expect(form.get('categoryId')).toBe('108');
    expect(form.get('taxYear')).toBe(String(year));
    expect(form.get('hashes[]')).toBe(createHash('sha256').update('%PDF-1.4 receipt').digest('hex'));
    // The list is refetched and the choice is cleared for the next receipt.
    await waitFor(() => expect(within(deduction('Spenden')).getByText('1 Dokument')).toBeTruthy());
    expect(screen.getByRole('combobox', { name: 'Steuerziffer auswählen' }).textContent).toContain('Abzug auswählen');
    expect(screen.queryByText('Bitte wählen Sie zuerst eine Kategorie aus')).toBeNull();
  });

  it('refuses other file types in the browser and shows the server’s reason in the interface language', async () => {
    const { container } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Belege hinzufügen: Spenden' }));
    postMultipart.mockRejectedValue(new ApiError(409, 'SECTION_LOCKED', 'The advanced section is locked', true));
    fireEvent.change(fileInput(container), {
      target: { files: [new File(['notes'], 'notiz.txt', { type: 'text/plain' }), new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' })] },
    });
    const refused = await screen.findByText('2 Dateien wurden nicht hochgeladen:');
    const list = refused.parentElement!;
    expect(list.textContent).toContain('notiz.txt: Dieser Dateityp wird nicht angenommen. Erlaubt sind: .pdf, .jpg, .jpeg, .png, .doc, .docx');
    expect(list.textContent).toContain('beleg.pdf: Dieses Steuerjahr ist gesperrt: Es können keine Belege mehr hinzugefügt werden.');
    // Only the PDF went to the server.
    expect((postMultipart.mock.calls[0]![1] as FormData).getAll('files')).toHaveLength(1);
  });

  it('explains why nothing can be added to a locked year and disables the picker', () => {
    renderPage({ locked: true });
    expect(screen.getByText('Kein Hochladen möglich')).toBeTruthy();
    expect(screen.getByText(/abgeschlossen und gesperrt, daher können keine Belege mehr/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Dateien auswählen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Belege hinzufügen/ })).toBeNull();
  });
});
