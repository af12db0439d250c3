// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedTaxInfo, ChildInfo } from '@shared/contract/advanced-tax-info';
import { changeLanguage } from '@client/lib/i18n';
import { ChildrenTab } from './ChildrenTab';

const TAX_YEAR = 2024;
const anna: ChildInfo = { firstName: 'Anna', lastName: 'Muster', birthDate: '2015-04-02', disability: false, schoolingInfo: '4. Klasse', alimony: false };
const info = (children: ChildInfo[]): AdvancedTaxInfo => ({
  taxYear: TAX_YEAR,
  locked: false,
  authorization: null,
  spouse: null,
  children,
  investments: null,
  deductions: null,
  realEstate: null,
  lastUpdated: {},
});

let fetchMock: ReturnType<typeof vi.fn>;
const putBodies = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

function renderTab(children: ChildInfo[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChildrenTab taxYear={TAX_YEAR} info={info(children)} locked={false} onBackToOverview={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { children?: ChildInfo[] };
    return new Response(JSON.stringify({ success: true, info: info(body.children ?? []) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChildrenTab', () => {
  it('refuses a birth date in the future and a missing first name without calling the server', async () => {
    renderTab([]);
    expect(screen.getByText('No children added yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    fireEvent.change(screen.getByLabelText('Date of birth', { exact: false }), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save children information' }));
    expect(await screen.findByText('The birth date cannot be in the future')).toBeTruthy();
    expect(screen.getByText('Please enter the child\'s first name')).toBeTruthy();
    expect(putBodies()).toHaveLength(0);
  });

  it('keeps a removed child restorable until saved, then saves the whole list', async () => {
    renderTab([anna]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Anna Muster' }));
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByText('Anna Muster removed. The change takes effect when you save.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('First name', { exact: false })).toHaveProperty('value', 'Anna');
    expect(screen.getByLabelText('School or training')).toHaveProperty('value', '4. Klasse');

    fireEvent.click(screen.getByRole('button', { name: 'Save children information' }));
    await waitFor(() => expect(putBodies()).toEqual([{ taxYear: TAX_YEAR, children: [anna] }]));
  });
});
