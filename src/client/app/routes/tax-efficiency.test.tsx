// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FiguresFromDocuments, TaxEfficiencyFigures, TaxEfficiencyResponse } from '@shared/contract/tax-efficiency';
import { prepareTaxYear } from '@shared/tax-engine/calculate-taxes';
import { analyseTaxEfficiency, householdFromFigures } from '@shared/tax-engine/tax-efficiency';
import type { CompiledTaxYear } from '@shared/tax-engine/tax-tables';
import { initialTaxEfficiencyYear } from '@client/features/tax-efficiency/tax-years-with-tables';
import { now } from '@client/lib/clock';
import { formatChf } from '@client/lib/format';
import { changeLanguage } from '@client/lib/i18n';
import { TaxEfficiencyPage } from './tax-efficiency';

const year = initialTaxEfficiencyYear(now());
const AEUGST = { bfsId: 1, name: 'Aeugst am Albis', canton: 'ZH' };
// A path, not a URL: happy-dom's URL class is not the one node:fs accepts.
const compiledDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../server/features/tax-calculator/estv/compiled');

/** What GET /api/tax-calculator/tables/{year}/ZH answers: the compiled year cut down to Zurich. */
function zurichSlice(taxYear: number): CompiledTaxYear | null {
  let compiled: CompiledTaxYear;
  try {
    compiled = JSON.parse(readFileSync(path.join(compiledDir, `${taxYear}.json`), 'utf8')) as CompiledTaxYear;
  } catch {
    return null;
  }
  return { ...compiled, cantons: { ZH: compiled.cantons['ZH']! }, municipalities: compiled.municipalities.filter((row) => row[2] === 'ZH') };
}

const household: TaxEfficiencyResponse['household'] = { relationship: 'single', childrenAges: [], confession: 'protestant', earnerKind: 'employee', age: 36, municipality: AEUGST };

/** The taxpayer's confirmed e-tax statements as the server sums them; none unless a test sets them. */
let fromDocuments: FiguresFromDocuments | null;

/** The server's answer without an analysis: any figure the page shows it computed itself. */
const answer = (figures: TaxEfficiencyFigures | null): TaxEfficiencyResponse => ({ taxYear: year, household, figures, analysis: null, updatedAt: null, fromDocuments });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let getAnswer: () => Response;
/** Set: the tables answer only when the test lets them (the page then has only the server's analysis). */
let tablesHeld: Promise<void> | null;
let tablesMissing: boolean;
const puts: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.split('?')[0]!;
  if (path === `/api/tax-efficiency/${year}` && init?.method === 'PUT') {
    const figures = JSON.parse(String(init.body)) as TaxEfficiencyFigures;
    puts.push(figures);
    return json(answer(figures));
  }
  if (path === `/api/tax-efficiency/${year}`) return getAnswer();
  if (path === '/api/tax-calculator/municipalities') return json({ results: [{ bfsId: 261, name: 'Zürich', canton: 'ZH', postalCodes: ['8001', '8002'] }] });
  const tables = /^\/api\/tax-calculator\/tables\/(\d{4})\/ZH$/.exec(path);
  if (tables) {
    if (tablesHeld) await tablesHeld;
    if (tablesMissing) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    const slice = zurichSlice(Number(tables[1]));
    return slice ? json(slice) : json({ message: 'No tables', code: 'TAX_YEAR_NOT_SUPPORTED', params: { taxYear: Number(tables[1]) } }, 400);
  }
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tax-efficiency']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<TaxEfficiencyPage />, { wrapper });
}

/** The figures of a single employee in Aeugst with a gross salary of 85'000 and nothing paid into Pillar 3a. */
const ENTERED: TaxEfficiencyFigures = {
  bfsId: null,
  earners: [{ kind: 'employee', grossIncome: 85_000, socialContributions: null, pensionContributions: null, hasPensionFund: true, pillar3a: 0, commuting: 0, professionalCosts: null }],
  otherIncome: 0,
  wealth: 0,
  insurancePremiums: null,
  childcare: 0,
  donations: 0,
  debtInterest: 0,
  healthCosts: 0,
  prepaidTaxes: null,
};

function engineAnalysis(figures: TaxEfficiencyFigures, of = household) {
  const current = prepareTaxYear(zurichSlice(year)!);
  const before = zurichSlice(year - 1);
  return analyseTaxEfficiency({ current, previous: before ? prepareTaxYear(before) : null }, householdFromFigures(of, figures), figures.prepaidTaxes);
}

async function enterSalary() {
  const gross = await screen.findByLabelText('Bruttolohn');
  fireEvent.change(gross, { target: { value: "85'000" } });
  fireEvent.change(screen.getByLabelText('Einzahlungen Säule 3a'), { target: { value: '0' } });
  return gross;
}

beforeAll(async () => {
  await changeLanguage('de');
});

beforeEach(() => {
  puts.length = 0;
  fromDocuments = null;
  tablesHeld = null;
  tablesMissing = false;
  getAnswer = () => json(answer(null));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('tax efficiency page', () => {
  it('asks for the tax profile first while it is incomplete', async () => {
    getAnswer = () => json({ message: 'The tax profile is not complete yet', code: 'TAX_PROFILE_INCOMPLETE', params: { fields: ['maritalStatus'] } }, 409);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Zuerst das Steuerprofil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Steuerprofil ausfüllen' }).getAttribute('href')).toBe('/profile?setup=tax');
    expect(screen.queryByLabelText('Bruttolohn')).toBeNull();
  });

  it('shows the total and the Pillar 3a saving of the figures as typed, computed in the browser from the tables', async () => {
    renderPage();
    expect(await screen.findByText('Aeugst am Albis (ZH)')).toBeTruthy();
    await enterSalary();

    const expected = engineAnalysis(ENTERED);
    const pillar3a = expected.recommendations.find((r) => r.id === 'pillar3a')!;
    expect(expected.current.taxes.total).toBeGreaterThan(0);
    expect(pillar3a.saving).toBeGreaterThan(0);

    await waitFor(() => expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(expected.current.taxes.total)));
    const recommendation = screen.getByRole('heading', { name: 'Säule 3a', level: 3 }).parentElement!;
    expect(within(recommendation).getByText(`Zahlen Sie den Säule-3a-Maximalbetrag (${formatChf(pillar3a.limit!)} in ${year}) ein: Sie sparen ${formatChf(pillar3a.saving)}.`, { normalizer: (text) => text })).toBeTruthy();
    expect(screen.getByText('Berechnungsgrundlage: Eidgenössische Steuerverwaltung ESTV')).toBeTruthy();

    // A higher salary is taxed at once, without waiting for the server.
    fireEvent.change(screen.getByLabelText('Bruttolohn'), { target: { value: '120000' } });
    const higher = engineAnalysis({ ...ENTERED, earners: [{ ...ENTERED.earners[0]!, grossIncome: 120_000 }] });
    expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(higher.current.taxes.total));
    expect(higher.current.taxes.total).toBeGreaterThan(expected.current.taxes.total);
  });

  it('saves the figures as read from the de-CH text once the person leaves the field', async () => {
    renderPage();
    const gross = await enterSalary();
    fireEvent.blur(gross);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual(ENTERED);
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
  });

  it('saves once after a pause in typing, not on every key', async () => {
    renderPage();
    const gross = await screen.findByLabelText('Bruttolohn');
    for (const text of ['8', '85', "85'0", "85'00", "85'000"]) fireEvent.change(gross, { target: { value: text } });
    expect(screen.getByText('Wird gespeichert…')).toBeTruthy();
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect((puts[0] as TaxEfficiencyFigures).earners[0]!.grossIncome).toBe(85_000);
  });

  it('marks text that is no amount and does not save it', async () => {
    renderPage();
    const gross = await screen.findByLabelText('Bruttolohn');
    fireEvent.change(gross, { target: { value: '85.000,5' } });
    fireEvent.blur(gross);
    expect(await screen.findByText('Bitte geben Sie einen Betrag in CHF von null oder mehr ein (höchstens 2 Dezimalstellen)')).toBeTruthy();
    expect(gross.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(0);
  });

  it('shows a failed save translated, and saves again on retry', async () => {
    let refuse = true;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT' && refuse) return json({ message: 'Service unavailable', code: 'OVERLOADED', params: { seconds: 5 } }, 503);
      return original(url, init);
    });
    renderPage();
    const gross = await enterSalary();
    fireEvent.blur(gross);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nicht gespeichert.');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(puts).toEqual([ENTERED]));
    fetchMock.mockImplementation(original);
  });

  it('shows the stored figures with the server analysis before the tables arrive', async () => {
    let release!: () => void;
    tablesHeld = new Promise((resolve) => (release = resolve));
    const stored = engineAnalysis(ENTERED);
    // A server figure the browser's own computation would not give, so the test sees whose it is.
    const fromServer = { ...stored, current: { ...stored.current, taxes: { ...stored.current.taxes, total: stored.current.taxes.total + 1 } } };
    getAnswer = () => json({ ...answer(ENTERED), analysis: fromServer, updatedAt: '2026-11-20T10:00:00.000Z' });
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Bruttolohn')).value).toBe('85’000');
    expect(screen.getByLabelText<HTMLInputElement>('Einzahlungen Säule 3a').value).toBe('0');
    expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(stored.current.taxes.total + 1));
    release();
    await waitFor(() => expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(stored.current.taxes.total)));
    expect(puts).toHaveLength(0);
  });

  it('says when the tables cannot be loaded and keeps the figures of the last save', async () => {
    tablesMissing = true;
    const stored = engineAnalysis(ENTERED);
    getAnswer = () => json({ ...answer(ENTERED), analysis: stored, updatedAt: '2026-11-20T10:00:00.000Z' });
    renderPage();
    expect(await screen.findByText('Die Steuertarife konnten nicht geladen werden. Die Zahlen stammen von der letzten Speicherung.')).toBeTruthy();
    expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(stored.current.taxes.total));
    tablesMissing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.queryByText(/Die Steuertarife konnten nicht geladen werden/)).toBeNull());
  });

  it('computes and saves for another municipality chosen in the search', async () => {
    renderPage();
    await enterSalary();
    fireEvent.click(screen.getByRole('button', { name: 'Gemeinde ändern' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Gemeinde' }), { target: { value: 'Zürich' } });
    fireEvent.click(await screen.findByRole('option', { name: /Zürich \(ZH\)/ }));
    expect(await screen.findByText('Zürich (ZH)')).toBeTruthy();
    const inZurich = engineAnalysis({ ...ENTERED, bfsId: 261 }, { ...household, municipality: { bfsId: 261, name: 'Zürich', canton: 'ZH' } });
    expect(inZurich.current.taxes.total).not.toBe(engineAnalysis(ENTERED).current.taxes.total);
    await waitFor(() => expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(inZurich.current.taxes.total)));
    await waitFor(() => expect(puts.at(-1)).toEqual({ ...ENTERED, bfsId: 261 }));
  });

  it('asks for the municipality first when the profile names none the tables know', async () => {
    getAnswer = () => json({ ...answer(null), household: { ...household, municipality: null } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'In welcher Gemeinde wohnen Sie?' })).toBeTruthy();
    expect(screen.queryByLabelText('Bruttolohn')).toBeNull();
  });
});

describe('tax efficiency page: figures from confirmed bank e-tax statements', () => {
  /** The sample statement of Interactive Brokers, confirmed: tax value 39'351.02, gross revenue B 137.45. */
  /** An amount as getByText reads it: its default normalizer makes the non-breaking space a space. */
  const shownChf = (francs: number) => formatChf(francs).replace(/\s/g, ' ');
  const STATEMENT: FiguresFromDocuments = {
    wealth: 39_351,
    investmentIncome: 137,
    withholdingTaxClaim: 350,
    documents: [{ fileId: 7, name: 'E-Steuerauszug.pdf', institution: 'Interactive Brokers' }],
    earners: [],
  };

  it('offers the amount beside Wealth; "Übernehmen" puts it into the field and saves it', async () => {
    fromDocuments = STATEMENT;
    getAnswer = () => json({ ...answer(ENTERED), updatedAt: '2026-11-20T10:00:00.000Z' });
    renderPage();
    const wealth = await screen.findByLabelText<HTMLInputElement>('Vermögen');
    expect(wealth.value).toBe('0');
    const offer = screen.getByText(`Aus Ihren Dokumenten: ${shownChf(39_351)} (E-Steuerauszug Interactive Brokers)`);
    expect(screen.getByText(`Aus Ihren Dokumenten: ${shownChf(137)} (E-Steuerauszug Interactive Brokers)`)).toBeTruthy();
    // The line describes the field for screen readers too.
    expect(wealth.getAttribute('aria-describedby')).toContain(offer.closest('p')!.id);

    const take = screen.getAllByRole('button', { name: 'Übernehmen' }).find((button) => button.getAttribute('aria-describedby') === offer.closest('p')!.id)!;
    fireEvent.click(take);
    expect(wealth.value).toBe('39’351');
    await waitFor(() => expect(puts).toHaveLength(1));
    // Only the wealth is taken; other income stays as entered.
    expect(puts[0]).toEqual({ ...ENTERED, wealth: 39_351 });
    expect(screen.getByText('Aus Ihren bestätigten Dokumenten übernommen (E-Steuerauszug Interactive Brokers)')).toBeTruthy();
    expect(screen.queryByText(`Aus Ihren Dokumenten: ${shownChf(39_351)} (E-Steuerauszug Interactive Brokers)`)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Übernehmen' })).toHaveLength(1);

    // A correction of the amount brings the offer back.
    fireEvent.change(wealth, { target: { value: '38000' } });
    expect(screen.getByText(`Aus Ihren Dokumenten: ${shownChf(39_351)} (E-Steuerauszug Interactive Brokers)`)).toBeTruthy();
  });

  it('fills wealth and other income from the documents on a first visit, says so, and saves them with the figures', async () => {
    fromDocuments = STATEMENT;
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Vermögen')).value).toBe('39’351');
    expect(screen.getByLabelText<HTMLInputElement>('Weitere Einkünfte').value).toBe('137');
    expect(screen.getAllByText('Aus Ihren bestätigten Dokumenten übernommen (E-Steuerauszug Interactive Brokers)')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).toBeNull();
    // Nothing is stored until the person works with the figures.
    expect(puts).toHaveLength(0);

    const gross = await enterSalary();
    fireEvent.blur(gross);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ ...ENTERED, wealth: 39_351, otherIncome: 137 });
  });

  it('shows the withholding tax to reclaim as information beside the results, not as a deduction', async () => {
    fromDocuments = STATEMENT;
    renderPage();
    await enterSalary();
    expect(await screen.findByText(`Verrechnungssteuer-Rückforderung: ${shownChf(350)}`)).toBeTruthy();
    expect(screen.getByText('Die Verrechnungssteuer auf Ihren Kapitalerträgen erhalten Sie zurück. Sie ist kein Abzug und ändert Ihre Steuern nicht.')).toBeTruthy();
    // The taxes are those of the figures alone: the claim changes none of them.
    const expected = engineAnalysis({ ...ENTERED, wealth: 39_351, otherIncome: 137 });
    await waitFor(() => expect(screen.getByTestId('tax-efficiency-total').textContent).toBe(formatChf(expected.current.taxes.total)));
  });

  /** A confirmed salary certificate of Person 1 (boxes 8, 9 and 10.1 + 10.2), nothing from statements. */
  const CERTIFICATE: FiguresFromDocuments = {
    wealth: 0,
    investmentIncome: 0,
    withholdingTaxClaim: 0,
    documents: [],
    earners: [
      {
        person: 1,
        grossIncome: 109_520,
        socialContributions: 8_323,
        pensionContributions: 8_240,
        documents: [{ fileId: 9, name: 'Lohnausweis.pdf', employer: 'Alpenblick Software AG' }],
      },
    ],
  };

  it("offers the salary certificate's gross salary beside Person 1's; \"Übernehmen\" puts it into the field and saves it", async () => {
    fromDocuments = CERTIFICATE;
    getAnswer = () => json({ ...answer(ENTERED), updatedAt: '2026-11-20T10:00:00.000Z' });
    renderPage();
    const gross = await screen.findByLabelText<HTMLInputElement>('Bruttolohn');
    expect(gross.value).toBe('85’000');
    const offer = screen.getByText(`Aus Ihren Dokumenten: ${shownChf(109_520)} (Lohnausweis Alpenblick Software AG)`);
    expect(gross.getAttribute('aria-describedby')).toContain(offer.closest('p')!.id);
    expect(screen.getByText(`Aus Ihren Dokumenten: ${shownChf(8_323)} (Lohnausweis Alpenblick Software AG)`)).toBeTruthy();
    expect(screen.getByText(`Aus Ihren Dokumenten: ${shownChf(8_240)} (Lohnausweis Alpenblick Software AG)`)).toBeTruthy();
    // A certificate reclaims no withholding tax.
    expect(screen.queryByText(/Verrechnungssteuer/)).toBeNull();

    const take = screen.getAllByRole('button', { name: 'Übernehmen' }).find((button) => button.getAttribute('aria-describedby') === offer.closest('p')!.id)!;
    fireEvent.click(take);
    expect(gross.value).toBe('109’520');
    await waitFor(() => expect(puts).toHaveLength(1));
    // Only the gross salary is taken; the contributions stay estimated as entered.
    expect(puts[0]).toEqual({ ...ENTERED, earners: [{ ...ENTERED.earners[0]!, grossIncome: 109_520 }] });
    expect(screen.getByText('Aus Ihren bestätigten Dokumenten übernommen (Lohnausweis Alpenblick Software AG)')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Übernehmen' })).toHaveLength(2);
  });

  it("fills Person 1's salary figures from the certificate on a first visit; a spouse's certificate fills nothing for a single person", async () => {
    const spouse = { ...CERTIFICATE.earners[0]!, person: 2 as const, grossIncome: 40_000, documents: [{ fileId: 10, name: 'Partner.pdf', employer: 'Bäckerei Huber' }] };
    fromDocuments = { ...CERTIFICATE, earners: [...CERTIFICATE.earners, spouse] };
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Bruttolohn')).value).toBe('109’520');
    expect(screen.getByLabelText<HTMLInputElement>('Sozialbeiträge (AHV/IV/EO, ALV, NBU)').value).toBe('8’323');
    expect(screen.getByLabelText<HTMLInputElement>('Beiträge an die Pensionskasse').value).toBe('8’240');
    expect(screen.getAllByText('Aus Ihren bestätigten Dokumenten übernommen (Lohnausweis Alpenblick Software AG)')).toHaveLength(3);
    expect(screen.queryByText(/Bäckerei Huber/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).toBeNull();
    expect(puts).toHaveLength(0);

    const pillar3a = screen.getByLabelText('Einzahlungen Säule 3a');
    fireEvent.change(pillar3a, { target: { value: '0' } });
    fireEvent.blur(pillar3a);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ ...ENTERED, earners: [{ ...ENTERED.earners[0]!, grossIncome: 109_520, socialContributions: 8_323, pensionContributions: 8_240 }] });
  });

  it('says nothing about documents when there are none', async () => {
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Vermögen')).value).toBe('');
    expect(screen.queryByText(/Dokumenten/)).toBeNull();
    expect(screen.queryByText(/Verrechnungssteuer/)).toBeNull();
  });
});
