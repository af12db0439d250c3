// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecognitionResponse, SalaryCertificateResult, TaxStatementResult } from '@shared/contract/document-recognition';
import type { DocumentFile } from '@shared/contract/documents';
import { changeLanguage } from '@client/lib/i18n';
import { RECOGNITION_POLL_MS } from '../api/get-file-recognition';
import { RecognizedDocumentsCard } from './RecognizedDocumentsCard';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

const FILE_ID = 41;
const RECOGNITION = `/api/files/${FILE_ID}/recognition`;
const CONFIRM = `${RECOGNITION}/confirm`;

const file: DocumentFile = {
  id: FILE_ID,
  filename: 'steuerauszug-2025.pdf',
  originalFileName: 'steuerauszug-2025.pdf',
  fileName: 'steuerauszug-2025.pdf',
  categoryId: 1,
  categoryName: 'Bankdokumente',
  category: 'bank_documents',
  taxYear: 2025,
  createdAt: '2026-02-10T09:00:00.000Z',
  uploadedAt: '2026-02-10T09:00:00.000Z',
  blobUrl: `/api/files/${FILE_ID}/content`,
  size: 120_000,
  mimeType: 'application/pdf',
  hash: 'a'.repeat(64),
};

const account = (bankAccountNumber: string, name: string, totalTaxValue: number) => ({
  bankAccountNumber,
  name,
  currency: 'CHF',
  totalTaxValue,
  totalGrossRevenueA: 0,
  totalGrossRevenueB: 0,
  totalWithHoldingTaxClaim: 0,
});
const security = (name: string, isin: string, taxValue: number | null) => ({
  name,
  isin,
  valorNumber: null,
  currency: 'CHF',
  taxValue,
  grossRevenueA: null,
  grossRevenueB: null,
  withHoldingTaxClaim: null,
});

const statement: TaxStatementResult = {
  id: 'CH0000000000000000000000000000000000',
  taxPeriod: 2025,
  canton: 'ZH',
  institution: 'Bank Muster AG',
  totalTaxValue: 39351.02,
  totalGrossRevenueA: 412.3,
  totalGrossRevenueB: 88.1,
  totalWithHoldingTaxClaim: 144.305,
  accounts: [account('CH93 0076 2011 6238 5295 7', 'Privatkonto', 12000.5), account('CH44 0076 2011 6238 5295 8', 'Sparkonto', 8000), account('CH12 0076 2011 6238 5295 9', 'Vorsorgekonto', 1000)],
  depots: [
    { depotNumber: 'D-100', securities: [security('Nestlé SA Namen-Aktie', 'CH0038863350', 10350.52), security('Anleihe Kanton Zürich', 'CH0123456789', null)] },
    { depotNumber: 'D-200', securities: [security('iShares Core SPI', 'CH0237935652', 8000)] },
  ],
  source: 'pdf-barcode',
  schemaValid: true,
};

type StatementRecognition = Extract<RecognitionResponse, { kind: 'ech0196' }>;
type CertificateRecognition = Extract<RecognitionResponse, { kind: 'salary-certificate' }>;

const recognition = (patch: Partial<StatementRecognition>): StatementRecognition => ({
  status: 'pending',
  kind: 'ech0196',
  result: null,
  failureCode: null,
  failure: null,
  confirmedAt: null,
  changedByTaxpayer: false,
  attempts: 0,
  updatedAt: '2026-02-10T09:00:01.000Z',
  ...patch,
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
const requests: { key: string; body: unknown }[] = [];
const json = (body: unknown, status = 200): Answer => ({ status, body });
const notFound = json({ code: 'NOT_FOUND', message: 'Not found' }, 404);

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  toast.mockReset();
  requests.length = 0;
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key] ?? notFound;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard(files: DocumentFile[] = [file]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RecognizedDocumentsCard files={files} />
    </QueryClientProvider>,
  );
}

const recognitionRequests = () => requests.filter((r) => r.key === `GET ${RECOGNITION}`).length;
const SUMMARY = 'E-Steuerauszug erkannt: Bank Muster AG, 3 Konten, 2 Depots, Steuerwert CHF 39’351.02';

describe('RecognizedDocumentsCard', () => {
  it('says the statement is being read, asks again while it is, and shows the figures once done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'pending' }));
    renderCard();
    expect(await screen.findByText('Wird automatisch gelesen …')).toBeTruthy();
    expect(screen.getByText('steuerauszug-2025.pdf')).toBeTruthy();

    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'running', attempts: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(RECOGNITION_POLL_MS));
    expect(recognitionRequests()).toBe(2);
    expect(screen.getByText('Wird automatisch gelesen …')).toBeTruthy();

    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'done', attempts: 1, result: statement }));
    await act(() => vi.advanceTimersByTimeAsync(RECOGNITION_POLL_MS));
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
    expect(screen.queryByText('Wird automatisch gelesen …')).toBeNull();
    expect(screen.getByRole('button', { name: 'steuerauszug-2025.pdf prüfen und bestätigen' })).toBeTruthy();

    // Done: no more polling.
    const asked = recognitionRequests();
    await act(() => vi.advanceTimersByTimeAsync(RECOGNITION_POLL_MS * 4));
    expect(recognitionRequests()).toBe(asked);
  });

  it('uses the singular for one account and one depot', async () => {
    answers[`GET ${RECOGNITION}`] = json(
      recognition({ status: 'done', result: { ...statement, institution: null, accounts: statement.accounts.slice(0, 1), depots: statement.depots.slice(0, 1) } }),
    );
    renderCard();
    expect(await screen.findByText('E-Steuerauszug erkannt: 1 Konto, 1 Depot, Steuerwert CHF 39’351.02')).toBeTruthy();
  });

  it('shows the figures in the dialog, sends the corrected totals and then says confirmed and adjusted', async () => {
    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'done', result: statement }));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'steuerauszug-2025.pdf prüfen und bestätigen' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-Steuerauszug prüfen' });
    const taxValue = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Steuerwert total/ });
    expect(taxValue.value).toBe('39’351.02');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Bruttoertrag A/ }).value).toBe('412.30');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Bruttoertrag B/ }).value).toBe('88.10');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Verrechnungssteueranspruch/ }).value).toBe('144.31');
    expect(within(dialog).getByText('Privatkonto')).toBeTruthy();
    expect(within(dialog).getByText('Steuerwert CHF 12’000.50')).toBeTruthy();
    expect(within(dialog).getByText('Depot D-100')).toBeTruthy();
    expect(within(dialog).getByText('Nestlé SA Namen-Aktie')).toBeTruthy();
    expect(within(dialog).getByText('Steuerwert CHF 10’350.52')).toBeTruthy();
    expect(within(dialog).getByText('ohne Steuerwert')).toBeTruthy();
    expect(within(dialog).getByText('iShares Core SPI')).toBeTruthy();

    // An unreadable amount is refused before anything is sent.
    fireEvent.change(taxValue, { target: { value: '39.351,02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText(/Bitte geben Sie einen Betrag in CHF/)).toBeTruthy();
    expect(requests.some((r) => r.key === `POST ${CONFIRM}`)).toBe(false);

    fireEvent.change(taxValue, { target: { value: "40'100.5" } });
    fireEvent.blur(taxValue);
    expect(taxValue.value).toBe('40’100.50');
    const corrected = { ...statement, totalTaxValue: 40100.5 };
    answers[`POST ${CONFIRM}`] = json(
      recognition({ status: 'done', result: corrected, confirmedAt: '2026-02-11T10:15:00.000Z', changedByTaxpayer: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    await waitFor(() => expect(requests.some((r) => r.key === `POST ${CONFIRM}`)).toBe(true));
    const sent = requests.find((r) => r.key === `POST ${CONFIRM}`)!.body as { result: TaxStatementResult };
    // The corrected total is sent; the untouched ones keep the statement's own precision.
    expect(sent.result).toEqual(corrected);
    expect(sent.result.totalWithHoldingTaxClaim).toBe(144.305);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Zahlen bestätigt' }));
    expect(await screen.findByText('Bestätigt am 11.02.2026 · von Ihnen angepasst')).toBeTruthy();
    expect(screen.getByText('E-Steuerauszug erkannt: Bank Muster AG, 3 Konten, 2 Depots, Steuerwert CHF 40’100.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /prüfen und bestätigen/ })).toBeNull();
  });

  it('shows a refused confirmation in the person’s language and keeps the dialog open', async () => {
    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'done', result: statement }));
    answers[`POST ${CONFIRM}`] = json({ code: 'RATE_LIMITED', message: 'Too many requests', params: { seconds: 30 } }, 429);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'steuerauszug-2025.pdf prüfen und bestätigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-Steuerauszug prüfen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    const shown = toast.mock.calls[0]![0] as { title: string; description: string; variant: string };
    expect(shown.title).toBe('Bestätigen nicht möglich');
    expect(shown.variant).toBe('destructive');
    expect(shown.description).not.toContain('Too many requests');
    expect(shown.description).toContain('30');
    expect(screen.getByRole('dialog', { name: 'E-Steuerauszug prüfen' })).toBeTruthy();
  });

  it('says plainly when the statement could not be read, with nothing for the taxpayer to retry', async () => {
    answers[`GET ${RECOGNITION}`] = json(recognition({ status: 'failed', attempts: 3, failureCode: 'no-barcodes', failure: 'could not be read automatically: no e-tax statement barcodes found' }));
    renderCard();
    expect(await screen.findByText('Konnte nicht automatisch gelesen werden – unsere Steuerfachleute prüfen das Dokument.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/No eCH-0196 barcode/)).toBeNull();
  });

  it('shows nothing for a file without recognition (404), and only the recognised one of two', async () => {
    const { container } = renderCard();
    await waitFor(() => expect(recognitionRequests()).toBe(1));
    await act(async () => {});
    expect(container.textContent).toBe('');

    cleanup();
    const other = { ...file, id: 42, originalFileName: 'kontoauszug-dezember.pdf', fileName: 'kontoauszug-dezember.pdf', filename: 'kontoauszug-dezember.pdf' };
    answers['GET /api/files/42/recognition'] = json(recognition({ status: 'done', result: statement }));
    renderCard([file, other]);
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
    expect(screen.getByText('kontoauszug-dezember.pdf')).toBeTruthy();
    expect(screen.queryByText('steuerauszug-2025.pdf')).toBeNull();
  });
});

const CERTIFICATE_FILE_ID = 51;
const CERTIFICATE_RECOGNITION = `/api/files/${CERTIFICATE_FILE_ID}/recognition`;
const CERTIFICATE_CONFIRM = `${CERTIFICATE_RECOGNITION}/confirm`;
const certificateFile: DocumentFile = {
  ...file,
  id: CERTIFICATE_FILE_ID,
  filename: 'lohnausweis-2025.jpg',
  originalFileName: 'lohnausweis-2025.jpg',
  fileName: 'lohnausweis-2025.jpg',
  categoryId: 5,
  categoryName: 'Lohnausweis',
  category: 'salary_statement',
  mimeType: 'image/jpeg',
};

/** A photographed certificate read by OCR: box 9 and the expenses could not be confirmed by a sum. */
const certificate: SalaryCertificateResult = {
  boxes: {
    salary: 96000,
    fringeBenefits: 4320,
    irregularBenefits: 8000,
    capitalBenefits: null,
    participationRights: null,
    boardFees: null,
    otherBenefits: 1200,
    gross: 109520,
    socialContributions: 8323,
    pensionOrdinary: 6240,
    pensionBuyIn: 2000,
    net: 92957,
    withholdingTax: null,
    expenses: 5750,
    expenseDetails: { '13.1.1': 1850, '13.2.1': 2400, '13.3': 1500 },
    remarks: 'Privatanteil Geschäftsfahrzeug 0.9 % pro Monat.',
  },
  employer: { name: 'Alpenblick Software AG', address: 'Bahnhofstrasse 21, 8001 Zürich' },
  employee: { name: null, ahvNumber: '756.4821.3390.51' },
  period: { from: '2025-01-01', to: '2025-12-31' },
  fieldConfidence: {
    salary: 'high',
    fringeBenefits: 'high',
    irregularBenefits: 'high',
    otherBenefits: 'high',
    gross: 'high',
    socialContributions: 'low',
    pensionOrdinary: 'high',
    pensionBuyIn: 'high',
    net: 'high',
    expenses: 'low',
    remarks: 'low',
  },
  plausible: false,
  source: 'ocr',
};

const certificateRecognition = (patch: Partial<CertificateRecognition>): CertificateRecognition => ({
  status: 'done',
  kind: 'salary-certificate',
  result: certificate,
  failureCode: null,
  failure: null,
  confirmedAt: null,
  changedByTaxpayer: false,
  attempts: 1,
  updatedAt: '2026-02-10T09:00:01.000Z',
  ...patch,
});

const CERTIFICATE_SUMMARY = 'Lohnausweis erkannt: Alpenblick Software AG, Bruttolohn CHF 109’520.00, Nettolohn CHF 92’957.00';

describe('RecognizedDocumentsCard with a salary certificate', () => {
  it('names the employer, the gross and the net salary of a recognised certificate', async () => {
    answers[`GET ${CERTIFICATE_RECOGNITION}`] = json(certificateRecognition({}));
    renderCard([certificateFile]);
    expect(await screen.findByText(CERTIFICATE_SUMMARY)).toBeTruthy();
    expect(screen.getByText('lohnausweis-2025.jpg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'lohnausweis-2025.jpg prüfen und bestätigen' })).toBeTruthy();
  });

  it('says which amounts were not read when the employer and the net salary are missing', async () => {
    answers[`GET ${CERTIFICATE_RECOGNITION}`] = json(
      certificateRecognition({ result: { ...certificate, employer: { name: null, address: null }, boxes: { ...certificate.boxes, net: null } } }),
    );
    renderCard([certificateFile]);
    expect(await screen.findByText('Lohnausweis erkannt: Bruttolohn CHF 109’520.00, Nettolohn nicht erkannt')).toBeTruthy();
  });

  it('marks the boxes read with low confidence by icon and text, and sends the corrected boxes', async () => {
    answers[`GET ${CERTIFICATE_RECOGNITION}`] = json(certificateRecognition({}));
    renderCard([certificateFile]);
    fireEvent.click(await screen.findByRole('button', { name: 'lohnausweis-2025.jpg prüfen und bestätigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lohnausweis prüfen' });

    const box = (name: RegExp) => within(dialog).getByRole<HTMLInputElement>('textbox', { name });
    // Boxes 1, 2, 7, 8, 9, 10.1, 10.2, 11, 12 and 13 as amounts; 12 is empty on this certificate.
    expect(box(/^1 Lohn/).value).toBe('96’000');
    expect(box(/^2 Gehaltsnebenleistungen/).value).toBe('4’320');
    expect(box(/^7 Andere Leistungen/).value).toBe('1’200');
    expect(box(/^8 Bruttolohn total/).value).toBe('109’520');
    expect(box(/^9 Beiträge AHV/).value).toBe('8’323');
    expect(box(/^10\.1 Berufliche Vorsorge/).value).toBe('6’240');
    expect(box(/^10\.2 Berufliche Vorsorge/).value).toBe('2’000');
    expect(box(/^11 Nettolohn/).value).toBe('92’957');
    expect(box(/^12 Quellensteuerabzug/).value).toBe('');
    expect(box(/^13 Spesenvergütungen/).value).toBe('5’750');
    expect(within(dialog).getByText('Privatanteil Geschäftsfahrzeug 0.9 % pro Monat.')).toBeTruthy();
    expect(within(dialog).getByText(/Die Summen auf dem Lohnausweis gehen nicht auf/)).toBeTruthy();

    // The low ones (9, 13 and the remarks) say 'Bitte prüfen', and the fields announce it; the others do not.
    expect(within(dialog).getAllByText('Bitte prüfen')).toHaveLength(3);
    expect(box(/^9 Beiträge AHV/).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box(/^9 Beiträge AHV/).getAttribute('aria-describedby')!)?.textContent).toBe('Bitte prüfen');
    expect(document.getElementById(box(/^13 Spesenvergütungen/).getAttribute('aria-describedby')!)?.textContent).toBe('Bitte prüfen');
    expect(box(/^8 Bruttolohn total/).getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(box(/^9 Beiträge AHV/), { target: { value: "8'400" } });
    fireEvent.change(box(/^11 Nettolohn/), { target: { value: '92880' } });
    answers[`POST ${CERTIFICATE_CONFIRM}`] = json(
      certificateRecognition({ result: { ...certificate, boxes: { ...certificate.boxes, socialContributions: 8400, net: 92880 } }, confirmedAt: '2026-02-11T10:15:00.000Z', changedByTaxpayer: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    await waitFor(() => expect(requests.some((r) => r.key === `POST ${CERTIFICATE_CONFIRM}`)).toBe(true));
    const sent = requests.find((r) => r.key === `POST ${CERTIFICATE_CONFIRM}`)!.body as { kind: string; result: SalaryCertificateResult };
    expect(sent).toEqual({ kind: 'salary-certificate', result: { ...certificate, boxes: { ...certificate.boxes, socialContributions: 8400, net: 92880 } } });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Bestätigt am 11.02.2026 · von Ihnen angepasst')).toBeTruthy();
    expect(screen.getByText('Lohnausweis erkannt: Alpenblick Software AG, Bruttolohn CHF 109’520.00, Nettolohn CHF 92’880.00')).toBeTruthy();
  });

  it('refuses an amount that is no amount before sending anything', async () => {
    answers[`GET ${CERTIFICATE_RECOGNITION}`] = json(certificateRecognition({}));
    renderCard([certificateFile]);
    fireEvent.click(await screen.findByRole('button', { name: 'lohnausweis-2025.jpg prüfen und bestätigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lohnausweis prüfen' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^11 Nettolohn/ }), { target: { value: 'viel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText(/Bitte geben Sie einen Betrag in CHF/)).toBeTruthy();
    expect(requests.some((r) => r.key === `POST ${CERTIFICATE_CONFIRM}`)).toBe(false);
  });
});
