// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RankedMunicipality, TaxEstimate } from '@shared/contract/tax-calculator';
import { formatChf } from '@client/lib/format';
import { changeLanguage } from '@client/lib/i18n';
import { TaxCalculatorPage } from './tax-calculator';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An amount as Testing Library's text queries see it (they fold the non-breaking space of the de-CH format). */
const shownChf = (francs: number) => formatChf(francs).replace(/\s/g, ' ');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ZURICH = { bfsId: 261, name: 'Zürich', canton: 'ZH', postalCodes: ['8001', '8002', '8003'] };
const ESTIMATE: TaxEstimate = {
  federal: 2_113,
  canton: 4_870,
  municipality: 5_893,
  church: 0,
  personal: 24,
  wealthCanton: 0,
  wealthMunicipality: 0,
  total: 12_900,
};

/** 120 municipalities, Zürich the 75th: beyond the first 50 rows the list shows. */
function ranking(): RankedMunicipality[] {
  return Array.from({ length: 120 }, (_, index) =>
    index === 74 ? { bfsId: 261, name: 'Zürich', canton: 'ZH', total: 12_900 } : { bfsId: 5000 + index, name: `Gemeinde ${index + 1}`, canton: index % 2 ? 'SZ' : 'TI', total: 8_000 + index * 100 },
  );
}

type Call = { url: string; body: Record<string, unknown> | undefined };

/** The calculator's server: search, estimate (taxable or gross) and ranking, every call recorded. */
function stubServer(options: { estimate?: (body: Record<string, unknown>) => Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, body });
      if (url.startsWith('/api/tax-calculator/municipalities?')) {
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        return json({ results: '8001'.startsWith(q) || 'zürich'.startsWith(q.toLowerCase()) ? [ZURICH] : [] });
      }
      if (url === '/api/tax-calculator/estimate') return options.estimate ? options.estimate(body!) : json(ESTIMATE);
      if (url === '/api/tax-calculator/rank') return json({ municipalities: ranking() });
      throw new Error(`unexpected call ${url}`);
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/rechner']}>
        <TaxCalculatorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function chooseZurich() {
  fireEvent.change(screen.getByRole('combobox', { name: /Gemeinde/ }), { target: { value: '8001' } });
  fireEvent.click(await screen.findByRole('option', { name: /Zürich \(ZH\)/ }));
}

describe('public tax calculator (/rechner)', () => {
  it('finds the municipality by postal code, takes a de-CH amount and shows every tax, the total, the rate and the source', async () => {
    const calls = stubServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Steuerrechner' })).toBeTruthy();

    await chooseZurich();
    const income = screen.getByLabelText(/Steuerbares Einkommen Kanton und Gemeinde/);
    for (const typed of ['8', '85', "85'", "85'0", "85'00", "85'000"]) fireEvent.change(income, { target: { value: typed } });

    const result = screen.getByRole('region', { name: 'Ihre Steuern' });
    await within(result).findByText('Total Steuern');
    expect(within(result).getByText('Zürich (ZH), Steuerjahr 2026')).toBeTruthy();
    expect(within(result).getAllByText(shownChf(12900))).toHaveLength(2);
    expect(within(result).getByText('Direkte Bundessteuer').nextSibling?.textContent).toBe(formatChf(2113));
    expect(within(result).getByText('Gemeindesteuer').nextSibling?.textContent).toBe(formatChf(5893));
    expect(within(result).getByText('Steuerbares Einkommen Bund').nextSibling?.textContent).toBe(formatChf(85000));
    expect(within(result).getByText('Durchschnittlicher Steuersatz auf dem Einkommen: 15.18%')).toBeTruthy();
    expect(within(result).getByText(/Berechnungsgrundlage: ESTV/)).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(`Total Steuern ${formatChf(12900)} in Zürich (ZH)`);

    // The figures typed (85'000) reached the server as whole francs, the federal income defaulting to the cantonal one.
    const estimates = calls.filter((call) => call.url === '/api/tax-calculator/estimate');
    expect(estimates.at(-1)!.body).toEqual({
      taxYear: 2026,
      bfsId: 261,
      relationship: 'single',
      children: 0,
      confession: 'none',
      taxableIncomeCanton: 85_000,
      taxableIncomeFederal: 85_000,
      taxableWealth: 0,
    });
    // Typing in one go asks once, after the pause, not per keystroke.
    expect(estimates).toHaveLength(1);
  });

  it('asks for the missing municipality and income on submit instead of calculating', async () => {
    const calls = stubServer();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Steuern berechnen' }));
    expect(await screen.findByText('Bitte wählen Sie eine Gemeinde aus der Liste.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie ein Einkommen ein.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/tax-calculator/estimate')).toBe(false);
  });

  it('from the gross salary: sends the earners and shows the taxable figures the server derived', async () => {
    const calls = stubServer({
      estimate: (body) =>
        'earners' in body ? json({ ...ESTIMATE, taxableIncomeCanton: 101_600, taxableIncomeFederal: 103_400, taxableWealth: 50_000 }) : json(ESTIMATE),
    });
    renderPage();
    await chooseZurich();
    fireEvent.change(screen.getByLabelText('Zivilstand'), { target: { value: 'married' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Aus meinem Bruttolohn' }));
    fireEvent.change(screen.getByLabelText(/^Bruttolohn pro Jahr/), { target: { value: '90’000' } });
    fireEvent.change(screen.getByLabelText(/Bruttolohn der Partnerin/), { target: { value: '40000' } });
    fireEvent.change(screen.getByLabelText(/^Vermögen/), { target: { value: "150'000" } });

    const result = screen.getByRole('region', { name: 'Ihre Steuern' });
    expect((await within(result).findByText('Steuerbares Einkommen Kanton/Gemeinde')).nextSibling?.textContent).toBe(formatChf(101600));
    expect(within(result).getByText('Steuerbares Einkommen Bund').nextSibling?.textContent).toBe(formatChf(103400));
    expect(within(result).getByText('Steuerbares Vermögen').nextSibling?.textContent).toBe(formatChf(50000));
    expect(calls.filter((call) => call.url === '/api/tax-calculator/estimate').at(-1)!.body).toEqual({
      taxYear: 2026,
      bfsId: 261,
      relationship: 'married',
      children: 0,
      confession: 'none',
      earners: [
        { kind: 'employee', grossIncome: 90_000, hasPensionFund: true },
        { kind: 'employee', grossIncome: 40_000, hasPensionFund: true },
      ],
      wealth: 150_000,
    });

    // Gross figures are ranked as gross: every municipality with its own canton's deductions.
    fireEvent.click(screen.getByRole('button', { name: 'Wo würde ich am wenigsten zahlen?' }));
    await screen.findByText('Zürich (ZH): Rang 75 von 120');
    expect(calls.find((call) => call.url === '/api/tax-calculator/rank')!.body).toMatchObject({
      bfsId: 261,
      relationship: 'married',
      earners: [
        { kind: 'employee', grossIncome: 90_000, hasPensionFund: true },
        { kind: 'employee', grossIncome: 40_000, hasPensionFund: true },
      ],
      wealth: 150_000,
      scope: 'switzerland',
    });
  });

  it('ranks Switzerland with the chosen municipality highlighted, 50 rows at a time, and a search that keeps the rank', async () => {
    stubServer();
    renderPage();
    await chooseZurich();
    fireEvent.change(screen.getByLabelText(/Steuerbares Einkommen Kanton und Gemeinde/), { target: { value: '85000' } });
    await within(screen.getByRole('region', { name: 'Ihre Steuern' })).findByText('Total Steuern');

    fireEvent.click(screen.getByRole('button', { name: 'Wo würde ich am wenigsten zahlen?' }));
    expect(await screen.findByText('Zürich (ZH): Rang 75 von 120')).toBeTruthy();
    expect(screen.getByText(`Am wenigsten zahlen Sie in Gemeinde 1 (TI): ${shownChf(4900)} weniger.`)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(table.querySelector('[aria-current="true"]')).toBeNull();

    // 'Show in the list' grows the list to the chosen municipality, highlighted and focused.
    fireEvent.click(screen.getByRole('button', { name: 'In der Liste zeigen' }));
    const home = await vi.waitFor(() => {
      const row = table.querySelector<HTMLTableRowElement>('tr[aria-current="true"]');
      if (!row) throw new Error('no highlighted row yet');
      return row;
    });
    expect(within(home).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['75', 'Zürich (ZH)Ihre Gemeinde', formatChf(12900)]);
    expect(within(table).getAllByRole('row')).toHaveLength(101);

    // The search filters by name or canton; the ranks stay those of all of Switzerland.
    fireEvent.change(screen.getByLabelText('Gemeinde oder Kanton suchen'), { target: { value: 'zurich' } });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.change(screen.getByLabelText('Gemeinde oder Kanton suchen'), { target: { value: 'sz' } });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Gemeinde 2 (SZ)'));
    expect(within(table).getAllByRole('row')[1]!.firstChild!.textContent).toBe('2');
    expect(screen.getByText('50 von 60 Gemeinden angezeigt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '10 weitere anzeigen' }));
    expect(within(table).getAllByRole('row')).toHaveLength(61);
  });

  it('says what the server refused, in the person’s language', async () => {
    stubServer({ estimate: () => json({ message: 'No municipality', code: 'MUNICIPALITY_UNKNOWN', params: { bfsId: 261, taxYear: 2024 } }, 400) });
    renderPage();
    await chooseZurich();
    fireEvent.change(screen.getByLabelText(/Steuerbares Einkommen Kanton und Gemeinde/), { target: { value: '85000' } });
    expect(await screen.findByText('Diese Gemeinde ist in den Steuertarifen 2024 nicht verzeichnet. Bitte wählen Sie sie in der Suche aus.')).toBeTruthy();
  });
});
