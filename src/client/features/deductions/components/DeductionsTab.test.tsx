// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedTaxInfo, DeductionSettings } from '@shared/contract/advanced-tax-info';
import { changeLanguage } from '@client/lib/i18n';
import { DeductionsTab } from './DeductionsTab';

const TAX_YEAR = 2024;
const info = (deductions: DeductionSettings | null): AdvancedTaxInfo => ({
  taxYear: TAX_YEAR,
  locked: false,
  authorization: null,
  spouse: null,
  children: [],
  investments: null,
  deductions,
  realEstate: null,
  lastUpdated: {},
});

let fetchMock: ReturnType<typeof vi.fn>;
const putBodies = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { deductions: DeductionSettings };
    return new Response(JSON.stringify({ success: true, info: info(body.deductions) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(deductions: DeductionSettings | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onBack = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <DeductionsTab taxYear={TAX_YEAR} info={info(deductions)} locked={false} onBackToOverview={onBack} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onBack };
}

describe('DeductionsTab', () => {
  it('lists the 17 categories with their names and form items, and the total of the saved amounts', () => {
    renderTab({ amountsRappen: { saule3a: 705_600, spenden: 25_050 } });
    expect(screen.getAllByRole('textbox')).toHaveLength(17);
    expect(screen.getByLabelText('Pillar 3a contributions, amount in CHF')).toHaveProperty('value', '7’056');
    expect(screen.getAllByText('Item 4/30.1')).toHaveLength(2);
    expect(screen.getByText('CHF 7’306.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload receipts' }).getAttribute('href')).toBe('/tax-documents');
  });

  it('reads amounts typed the Swiss way, tidies them and saves them in Rappen', async () => {
    renderTab(null);
    const professional = screen.getByLabelText('Professional expenses, amount in CHF');
    fireEvent.change(professional, { target: { value: "1'250.5" } });
    fireEvent.blur(professional);
    expect(professional).toHaveProperty('value', '1’250.50');
    fireEvent.change(screen.getByLabelText('Donations, amount in CHF'), { target: { value: '300' } });
    expect(screen.getByText('CHF 1’550.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Deduction Settings' }));
    await waitFor(() => expect(putBodies()).toEqual([{ taxYear: TAX_YEAR, deductions: { amountsRappen: { berufsauslagen: 125_050, spenden: 30_000 } } }]));
  });

  it('marks an ambiguous amount and does not save', async () => {
    renderTab(null);
    const interest = screen.getByLabelText('Debt interest, amount in CHF');
    fireEvent.change(interest, { target: { value: '1.250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Deduction Settings' }));
    expect(await screen.findByText('Please enter an amount in CHF of zero or more (at most 2 decimals)')).toBeTruthy();
    expect(interest.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies()).toHaveLength(0);
  });

  it('goes back to the overview', () => {
    const { onBack } = renderTab(null);
    fireEvent.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
