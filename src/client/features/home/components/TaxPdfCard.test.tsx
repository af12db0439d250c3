// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { TaxPdfCard } from './TaxPdfCard';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/save-blob', () => ({ saveBlob }));

const YEAR = 2025;
type Answer = { status: number; body: unknown; binary?: boolean };
let answers: Record<string, Answer>;
const requests: { key: string; body: unknown }[] = [];

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  toast.mockReset();
  saveBlob.mockReset();
  requests.length = 0;
  answers = {
    [`GET /api/tax-pdf/check-availability/${YEAR}`]: { status: 200, body: { available: true } },
    [`GET /api/tax-pdf/contact-requests/${YEAR}`]: { status: 200, body: [] },
    [`GET /api/tax-pdf/download/${YEAR}`]: { status: 200, body: '%PDF-1.4 finished', binary: true },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key] ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      if (answer.binary) return new Response(String(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/pdf' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A button once it can be pressed (the open requests are loaded). */
async function enabledButton(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function renderCard(statusId = 5) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TaxPdfCard taxYear={YEAR} statusId={statusId} />
    </QueryClientProvider>,
  );
}

describe('TaxPdfCard', () => {
  it('downloads the PDF and saves it as Steuererklärung_{year}.pdf', async () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Ihre Steuererklärung 2025 ist fertig' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('Steuererklärung_2025.pdf');
    expect(blob.size).toBe('%PDF-1.4 finished'.length);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download erfolgreich' }));
  });

  it('treats an empty file as a failed download and points to support', async () => {
    answers[`GET /api/tax-pdf/download/${YEAR}`] = { status: 200, body: '', binary: true };
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(saveBlob).not.toHaveBeenCalled();
    const shown = toast.mock.calls[0]![0] as { title: string; description: string; variant: string };
    expect(shown.title).toBe('Download fehlgeschlagen');
    expect(shown.variant).toBe('destructive');
    expect(shown.description).toContain('Die heruntergeladene Datei ist leer.');
    expect(shown.description).toContain('Support');
  });

  it('says why a refused download failed', async () => {
    answers[`GET /api/tax-pdf/download/${YEAR}`] = { status: 404, body: { code: 'TAX_RETURN_NOT_AVAILABLE', message: 'No finished tax declaration' } };
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: 'Download fehlgeschlagen', description: expect.stringContaining('keine Steuererklärung verfügbar') });
  });

  it('offers no download while the PDF is not available, and stays at status 6', async () => {
    answers[`GET /api/tax-pdf/check-availability/${YEAR}`] = { status: 200, body: { available: false } };
    renderCard(6);
    expect(screen.getByRole('heading', { name: 'Steuererklärung 2025 eingereicht' })).toBeTruthy();
    expect(await screen.findByText('Ihre Steuererklärung steht noch nicht zum Herunterladen bereit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PDF herunterladen' })).toBeNull();
  });

  it('asks to be called back and then shows the open request', async () => {
    renderCard();
    answers[`POST /api/tax-pdf/contact-request`] = {
      status: 200,
      body: { success: true, created: true, request: { id: 1, taxYear: YEAR, contactMethod: 'phone', createdAt: '2026-11-16T09:00:00.000Z', resolvedAt: null } },
    };
    const phone = await enabledButton('Bitte rufen Sie mich an');
    answers[`GET /api/tax-pdf/contact-requests/${YEAR}`] = {
      status: 200,
      body: [{ id: 1, taxYear: YEAR, contactMethod: 'phone', createdAt: '2026-11-16T09:00:00.000Z', resolvedAt: null }],
    };
    fireEvent.click(phone);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Kontaktanfrage gesendet', description: 'Wir rufen Sie an.' }));
    expect(requests.find((r) => r.key === 'POST /api/tax-pdf/contact-request')?.body).toEqual({ taxYear: YEAR, contactMethod: 'phone' });
    expect(await screen.findByText('Rückruf angefragt am 16.11.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bitte rufen Sie mich an' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bitte schreiben Sie mir' })).toBeTruthy();
  });

  it('shows the spec error when the contact request fails', async () => {
    answers[`POST /api/tax-pdf/contact-request`] = { status: 409, body: { code: 'WRONG_STATUS', message: 'wrong status' } };
    renderCard();
    fireEvent.click(await enabledButton('Bitte schreiben Sie mir'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Fehler', description: 'Kontaktanfrage konnte nicht gesendet werden.', variant: 'destructive' }),
    );
  });
});
