// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail } from '@shared/contract/expert';
import { changeLanguage } from '@client/lib/i18n';
import { ExpertCasePage } from './expert-case';
import { userFixture } from '@client/test-support/user-fixture';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));
const postMultipart = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/upload-request', async (original) => ({ ...(await original<typeof import('@client/lib/upload-request')>()), postMultipart }));
vi.mock('@client/lib/sha256', () => ({ sha256Hex: async (blob: Blob) => createHash('sha256').update(await blob.text()).digest('hex') }));

const profile = userFixture({
  email: 'anna@example.ch',
  phone: '791234567',
  subscriptionPlan: 'premium',
  taxStatus: 'processing',
  maritalStatus: 'married',
  cantonOfResidence: 'bern',
  ahvNumber: '756.1234.5678.97',
});

function detail(over: Partial<CaseDetail> = {}): CaseDetail {
  return {
    summary: {
      userId: 7,
      taxYear: 2025,
      name: 'Anna Muster',
      email: 'anna@example.ch',
      canton: 'bern',
      status: 'processing',
      plan: 'premium',
      transmittedAt: '2026-02-01T10:00:00.000Z',
      waitingDays: 3,
      unreadMessages: 1,
      openContactRequests: 1,
      documentsRequested: false,
    },
    profile,
    advanced: {
      taxYear: 2025,
      locked: true,
      authorization: null,
      spouse: null,
      children: [],
      investments: null,
      deductions: { amountsRappen: { saule3a: 705_600 } },
      realEstate: null,
      lastUpdated: {},
    },
    taxCardIds: ['children_allowances'],
    documents: [
      {
        id: 11,
        filename: 'Lohnausweis.pdf',
        originalFileName: 'Lohnausweis.pdf',
        fileName: 'Lohnausweis.pdf',
        categoryId: 5,
        categoryName: 'Salary Statement',
        category: '5',
        taxYear: 2025,
        createdAt: '2026-01-20T10:00:00.000Z',
        uploadedAt: '2026-01-20T10:00:00.000Z',
        blobUrl: '/api/expert/cases/7/2025/files/11/content',
        size: 2048,
        mimeType: 'application/pdf',
        hash: 'a'.repeat(64),
        recognition: {
          kind: 'salary-certificate',
          status: 'done',
          failureCode: null,
          failure: null,
          confirmedAt: '2026-01-21T09:00:00.000Z',
          changedByTaxpayer: true,
          recognized: { gross: 98_000, socialContributions: 6_419, pensionOrdinary: 7_200, pensionBuyIn: null, net: 84_381, plausible: true, source: 'ocr' },
          confirmed: { gross: 98_000, socialContributions: 6_419, pensionOrdinary: 7_200, pensionBuyIn: 5_000, net: 79_381, plausible: true, source: 'ocr' },
        },
      },
    ],
    messages: [
      { id: 1, taxYear: 2025, direction: 'from_taxpayer', kind: 'message', authorName: 'Anna Muster', body: 'Brauchen Sie noch etwas?', createdAt: '2026-02-02T10:00:00.000Z', readAt: null },
    ],
    contactRequests: [{ id: 3, taxYear: 2025, contactMethod: 'phone', createdAt: '2026-02-03T10:00:00.000Z', resolvedAt: null }],
    notes: [],
    returns: [],
    statusHistory: [{ at: '2026-02-01T10:00:00.000Z', from: 3, to: 4, actorName: 'Anna Muster', reason: null }],
    ...over,
  };
}

let current: CaseDetail;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  if (init?.method === 'POST' && url.endsWith('/messages')) {
    const body = JSON.parse(String(init.body)) as { message: string; documentsMissing: boolean };
    current = detail({
      summary: { ...current.summary, documentsRequested: body.documentsMissing },
      messages: [...current.messages, { id: 2, taxYear: 2025, direction: 'to_taxpayer', kind: body.documentsMissing ? 'documents_missing' : 'message', authorName: 'Eva Expertin', body: body.message, createdAt: '2026-02-04T10:00:00.000Z', readAt: null }],
    });
    return json({ success: true, case: current });
  }
  return json(current);
});

function renderCase() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/expert/cases/7/2025']}>
        <Routes>
          <Route path="/expert/cases/:userId/:taxYear" element={<ExpertCasePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  current = detail();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  postMultipart.mockReset();
  toast.mockReset();
});

describe('expert case page', () => {
  it('shows the case: header, profile in words, masked AHV, deductions in CHF, documents with view and download', async () => {
    renderCase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Muster – Steuerjahr 2025' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/expert/cases/7/2025');
    expect(screen.getByText('Verheiratet')).toBeTruthy();
    expect(screen.getByText('•••.••••.••78.97')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('756.1234.5678.97')).toBeTruthy();
    expect(screen.getAllByText('CHF 7’056.00', { selector: 'td' })).toHaveLength(2); // the amount and the total
    const documents = screen.getByRole('region', { name: 'Dokumente' });
    expect(within(documents).getByRole('heading', { name: /Lohnausweis/ })).toBeTruthy();
    expect(within(documents).getByRole('link', { name: /Ansehen: Lohnausweis.pdf/ }).getAttribute('href')).toBe('/api/expert/cases/7/2025/files/11/content');
    expect(within(documents).getByRole('link', { name: 'Herunterladen: Lohnausweis.pdf' }).getAttribute('href')).toBe('/api/expert/cases/7/2025/files/11/content?download=1');
    expect(screen.getByText('Intern – wird der steuerpflichtigen Person nie angezeigt')).toBeTruthy();
    // Recording the submission needs a finished return first.
    expect((screen.getByRole('button', { name: 'Einreichung bei der Steuerbehörde erfassen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows what was recognised in a document and, as the taxpayer changed it, both figures side by side', async () => {
    renderCase();
    const documents = await screen.findByRole('region', { name: 'Dokumente' });
    expect(within(documents).getByText('Lohnausweis: Bruttolohn CHF 98’000, Nettolohn CHF 79’381')).toBeTruthy();
    expect(within(documents).getByText('vom Steuerpflichtigen bestätigt am 21.01.2026')).toBeTruthy();
    expect(within(documents).getByText('vom Steuerpflichtigen geändert')).toBeTruthy();
    const table = within(documents).getByRole('table', { name: 'Erkannte und bestätigte Zahlen: Lohnausweis.pdf' });
    const cellsOf = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cellsOf(/^Bruttolohn \(Ziffer 8\)/)).toEqual(['CHF 98’000', 'CHF 98’000']);
    expect(cellsOf(/^BVG Einkauf \(Ziffer 10\.2\) \(vom Steuerpflichtigen geändert\)/)).toEqual(['–', 'CHF 5’000']);
    expect(cellsOf(/^Nettolohn \(Ziffer 11\) \(vom Steuerpflichtigen geändert\)/)).toEqual(['CHF 84’381', 'CHF 79’381']);
  });

  it('names the reason of each status step in words, never as the recorded code', async () => {
    current = detail({
      statusHistory: [
        { at: '2026-02-01T10:00:00.000Z', from: 2, to: 3, actorName: 'Anna Muster', reason: 'required_documents_uploaded' },
        { at: '2026-01-20T10:00:00.000Z', from: 1, to: 2, actorName: 'Petra Huber', reason: 'some_future_code' },
      ],
    });
    renderCase();
    const history = await screen.findByRole('region', { name: 'Statusverlauf' });
    expect(within(history).getByText(/Erforderliche Dokumente hochgeladen/)).toBeTruthy();
    expect(within(history).getByText(/Anderer Grund/)).toBeTruthy();
    expect(history.textContent).not.toMatch(/required_documents_uploaded|some_future_code/);
  });

  it('posts a reply with the documents-missing flag and shows it in the thread', async () => {
    renderCase();
    const reply = await screen.findByLabelText('Antwort an die steuerpflichtige Person');
    fireEvent.change(reply, { target: { value: '  Bitte senden Sie den Lohnausweis.  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Dokumente fehlen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/expert/cases/7/2025/messages');
    expect(JSON.parse(String(init!.body))).toEqual({ message: 'Bitte senden Sie den Lohnausweis.', documentsMissing: true });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Antwort gesendet' }));
    expect(await screen.findByText('Bitte senden Sie den Lohnausweis.')).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses an empty reply in the browser', async () => {
    renderCase();
    fireEvent.click(await screen.findByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Die Nachricht darf nicht leer sein')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a non-PDF as the finished return and uploads a PDF with its hash', async () => {
    renderCase();
    const input = (await screen.findByLabelText('Fertige Steuererklärung (PDF)')) as HTMLInputElement;
    const upload = screen.getByRole('button', { name: 'Steuererklärung hochladen' }) as HTMLButtonElement;

    fireEvent.change(input, { target: { files: [new File(['just text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Diese Datei ist kein PDF. Bitte wählen Sie die Steuererklärung als PDF.')).toBeTruthy();
    expect(upload.disabled).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'renamed.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/ist kein PDF/)).toBeTruthy();
    expect(upload.disabled).toBe(true);
    expect(postMultipart).not.toHaveBeenCalled();

    const pdf = new File(['%PDF-1.7 fertig'], 'Steuererklaerung_2025.pdf', { type: 'application/pdf' });
    postMultipart.mockResolvedValueOnce({ success: true, case: detail({ summary: { ...current.summary, status: 'review_required' } }) });
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);
    await waitFor(() => expect(postMultipart).toHaveBeenCalledTimes(1));
    const [path, form] = postMultipart.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/expert/cases/7/2025/return');
    expect(form.get('hash')).toBe(createHash('sha256').update('%PDF-1.7 fertig').digest('hex'));
    expect((form.get('file') as File).name).toBe('Steuererklaerung_2025.pdf');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Steuererklärung hochgeladen – die Person wurde informiert' }));
  });

  it('translates a refused action by its code', async () => {
    renderCase();
    fireEvent.change(await screen.findByLabelText('Antwort an die steuerpflichtige Person'), { target: { value: 'Hallo' } });
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ message: 'Wrong status', code: 'WRONG_STATUS' }), { status: 409 }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Die Antwort wurde nicht gesendet',
        description: 'Der Fall hat nicht den Status, den dieser Schritt verlangt. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.',
        variant: 'destructive',
      }),
    );
  });
});
