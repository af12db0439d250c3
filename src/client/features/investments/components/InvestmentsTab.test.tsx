// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_INVESTMENTS, type AdvancedTaxInfo, type InvestmentEntry, type InvestmentSettings } from '@shared/contract/advanced-tax-info';
import { changeLanguage } from '@client/lib/i18n';
import { EntrySourceMark } from './EntrySourceMark';
import { InvestmentsTab } from './InvestmentsTab';

const TAX_YEAR = 2025;
const source = {
  fileId: 12,
  fileName: 'E-Steuerauszug-IBKR-2025.pdf',
  statementId: 'CH19334IBKRU12349876X2025123101',
  accountKey: 'bankAccount:U12349876-CHF',
  confirmedAt: '2026-11-16T09:00:00.000Z',
  documentDeleted: false,
};
const prefilled: InvestmentEntry = {
  id: 'entry-1',
  kind: 'bankAccount',
  description: 'Interactive Brokers · CHF position',
  reference: 'U12349876-CHF',
  taxValueRappen: 1_700_006,
  grossRevenueARappen: 0,
  grossRevenueBRappen: 0,
  withholdingTaxClaimRappen: 0,
  source,
  editedByHand: false,
};
const typed: InvestmentEntry = {
  ...prefilled,
  id: 'entry-2',
  description: 'Raiffeisen · Sparkonto',
  reference: 'CH93 0076 2011 6238 5295 7',
  taxValueRappen: 2_500_000,
  source: null,
};
const settings = (entries: InvestmentEntry[]): InvestmentSettings => ({ ...NO_INVESTMENTS, holdsSecurities: true, bankAccountCount: 2, entries });
const info = (investments: InvestmentSettings | null): AdvancedTaxInfo => ({
  taxYear: TAX_YEAR,
  locked: false,
  authorization: null,
  spouse: null,
  children: [],
  investments,
  deductions: null,
  realEstate: null,
  lastUpdated: {},
});

let fetchMock: ReturnType<typeof vi.fn>;
let answer: InvestmentSettings;
const putBodies = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeAll(async () => {
  await changeLanguage('en');
});
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, info: info(answer) }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(investments: InvestmentSettings | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <InvestmentsTab taxYear={TAX_YEAR} info={info(investments)} locked={false} onBackToOverview={vi.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('EntrySourceMark', () => {
  it('names the document and the day it was confirmed', () => {
    render(<EntrySourceMark mark={{ source, editedByHand: false }} />);
    expect(screen.getByText('From E-Steuerauszug-IBKR-2025.pdf, confirmed on 16.11.2026.')).toBeTruthy();
  });

  it('says when the person changed the entry since, and when the document is gone', () => {
    render(<EntrySourceMark mark={{ source: { ...source, documentDeleted: true }, editedByHand: true }} />);
    expect(
      screen.getByText('From E-Steuerauszug-IBKR-2025.pdf, confirmed on 16.11.2026. Changed by you since. The document has since been deleted: please check the figures.'),
    ).toBeTruthy();
  });

  it('shows nothing for an entry typed by hand', () => {
    const { container } = render(<EntrySourceMark mark={null} />);
    expect(container.textContent).toBe('');
  });

  it('speaks the person’s language', async () => {
    await changeLanguage('de');
    try {
      render(<EntrySourceMark mark={{ source, editedByHand: true }} />);
      expect(screen.getByText('Aus E-Steuerauszug-IBKR-2025.pdf, bestätigt am 16.11.2026. Seither von Ihnen geändert.')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});

// Whole forms render slowly on a busy 2-core machine.
describe('InvestmentsTab entries', { timeout: 30_000 }, () => {
  it('lists the pre-filled entry with its source mark and the typed one without', () => {
    renderTab(settings([prefilled, typed]));
    const prefilledCard = screen.getByRole('group', { name: 'Interactive Brokers · CHF position' });
    expect(within(prefilledCard).getByText('From E-Steuerauszug-IBKR-2025.pdf, confirmed on 16.11.2026.')).toBeTruthy();
    expect((within(prefilledCard).getByLabelText('Tax value (CHF)') as HTMLInputElement).value).toBe('17’000.06');
    const typedCard = screen.getByRole('group', { name: 'Raiffeisen · Sparkonto' });
    expect(within(typedCard).queryByText(/^From /)).toBeNull();
  });

  it('sends each entry with its id and without its source; a new one goes without id', async () => {
    answer = settings([prefilled]);
    renderTab(settings([prefilled]));
    const card = screen.getByRole('group', { name: 'Interactive Brokers · CHF position' });
    fireEvent.change(within(card).getByLabelText('Tax value (CHF)'), { target: { value: '16’500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add custody account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Investment Settings' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    const [body] = putBodies();
    expect(body.investments.entries).toEqual([
      {
        id: 'entry-1',
        kind: 'bankAccount',
        description: 'Interactive Brokers · CHF position',
        reference: 'U12349876-CHF',
        taxValueRappen: 1_650_000,
        grossRevenueARappen: 0,
        grossRevenueBRappen: 0,
        withholdingTaxClaimRappen: 0,
      },
      {
        id: null,
        kind: 'securitiesDepot',
        description: '',
        reference: '',
        taxValueRappen: null,
        grossRevenueARappen: null,
        grossRevenueBRappen: null,
        withholdingTaxClaimRappen: null,
      },
    ]);
  });

  it('shows the server’s saved state after a save: the source mark now says the person changed the entry', async () => {
    answer = settings([{ ...prefilled, taxValueRappen: 1_650_000, editedByHand: true }]);
    renderTab(settings([prefilled]));
    const card = screen.getByRole('group', { name: 'Interactive Brokers · CHF position' });
    fireEvent.change(within(card).getByLabelText('Tax value (CHF)'), { target: { value: '16’500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Investment Settings' }));
    await screen.findByText('From E-Steuerauszug-IBKR-2025.pdf, confirmed on 16.11.2026. Changed by you since.');
  });
});
