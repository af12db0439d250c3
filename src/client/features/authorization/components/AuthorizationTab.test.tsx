// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedTaxInfo, AuthorizationSettings } from '@shared/contract/advanced-tax-info';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';
import { changeLanguage } from '@client/lib/i18n';
import { AuthorizationTab } from './AuthorizationTab';

const TAX_YEAR = 2024;

function infoWith(authorization: AuthorizationSettings | null): AdvancedTaxInfo {
  return { taxYear: TAX_YEAR, locked: false, authorization, spouse: null, children: [], investments: null, deductions: null, realEstate: null, lastUpdated: {} };
}

const zurichWithoutNumber: AuthorizationSettings = {
  taxAddressEnabled: true,
  ahvNumberEnabled: false,
  powerOfAttorneyEnabled: true,
  canton: 'zuerich',
  tinNumber: '',
  ahvNumber: '',
  powerOfAttorneyAccepted: true,
};

/** What the server answers after a save (the answer is checked against the contract, so it must be valid). */
const savedSettings: AuthorizationSettings = { ...zurichWithoutNumber, tinNumber: '123.456.789' };

let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function putCalls() {
  return fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
}

function renderTab(info: AdvancedTaxInfo, locked = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthorizationTab taxYear={TAX_YEAR} info={info} locked={locked} onBackToOverview={() => undefined} />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/advanced-tax-info/authorization')) return json(200, { success: true, info: infoWith(savedSettings) });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthorizationTab', () => {
  it('formats the tax number as typed, shows the canton format error and does not save', async () => {
    renderTab(infoWith(zurichWithoutNumber));
    const taxNumber = screen.getByLabelText('Tax number', { selector: 'input' });
    fireEvent.change(taxNumber, { target: { value: '12345' } });
    expect(taxNumber).toHaveProperty('value', '123.45');

    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Invalid format. Expected: XXX.XXX.XXX')).toBeTruthy();
    expect(taxNumber.getAttribute('aria-invalid')).toBe('true');
    expect(putCalls()).toHaveLength(0);
  });

  it('clears the number when the canton changes and names the new format', async () => {
    renderTab(infoWith({ ...zurichWithoutNumber, tinNumber: '123.456.789' }));
    fireEvent.change(screen.getByLabelText('Canton'), { target: { value: 'aargau' } });
    const taxNumber = screen.getByLabelText('Tax number', { selector: 'input' });
    expect(taxNumber).toHaveProperty('value', '');
    expect(screen.getByText('Format for Aargau: XXXX.XXXX.XX, e.g. 1234.5678.90')).toBeTruthy();
  });

  it('keeps the tax number disabled until a canton is chosen', () => {
    renderTab(infoWith({ ...zurichWithoutNumber, canton: null }));
    expect(screen.getByLabelText('Tax number', { selector: 'input' })).toHaveProperty('disabled', true);
  });

  it('asks for the power of attorney before saving, then saves the settings', async () => {
    renderTab(infoWith({ ...zurichWithoutNumber, tinNumber: '123.456.789', powerOfAttorneyAccepted: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Power of Attorney Required – Please accept the Power of Attorney to continue.')).toBeTruthy();
    expect(putCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the power of attorney' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    const [url, init] = putCalls()[0]!;
    expect(url).toBe('/api/advanced-tax-info/authorization');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      taxYear: TAX_YEAR,
      settings: { ...zurichWithoutNumber, tinNumber: '123.456.789', powerOfAttorneyAccepted: true },
    });
  });

  it('puts the saved state into the advanced-info query', async () => {
    const queryClient = renderTab(infoWith({ ...zurichWithoutNumber, tinNumber: '123.456.789' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(queryClient.getQueryData(advancedTaxInfoQueryKey(TAX_YEAR))).toEqual(infoWith(savedSettings)));
  });

  it('links the mandate PDFs of this tax year in German and English', () => {
    renderTab(infoWith(zurichWithoutNumber));
    const german = screen.getByRole('link', { name: 'Power of attorney in German (PDF)' });
    expect(german.getAttribute('href')).toBe('/api/advanced-tax-info/power-of-attorney?taxYear=2024&language=de');
    expect(screen.getByRole('link', { name: 'Power of attorney in English (PDF)' }).getAttribute('href')).toBe(
      '/api/advanced-tax-info/power-of-attorney?taxYear=2024&language=en',
    );
  });

  it('disables every input and button when the year is locked', () => {
    renderTab(infoWith(zurichWithoutNumber), true);
    const group = screen.getByRole('group');
    expect(within(group).getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true);
    expect(group).toHaveProperty('disabled', true);
  });
});
