// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedTaxInfo, TaxCategoryPreferences } from '@shared/contract/advanced-tax-info';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import type { User } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';
import { filesQueryKey } from '@client/lib/api/get-files';
import { taxStatusQueryKey } from '@client/lib/api/get-tax-status';
import { userQueryKey } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { on } from '@client/lib/events';
import { formatDate } from '@client/lib/format';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { taxCategoryPreferencesQueryKey } from '../api/get-tax-category-preferences';
import { AdvancedTaxInfoPage, type SectionTabComponents, type SectionTabProps } from './AdvancedTaxInfoPage';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

const year = defaultTaxYear(now());

const stubTab = (name: string) =>
  function StubTab({ documents, locked }: SectionTabProps) {
    return (
      <div>
        <h2>{`${name} form${locked ? ' (locked)' : ''}`}</h2>
        {documents}
      </div>
    );
  };
const SECTION_TABS: SectionTabComponents = {
  authorization: stubTab('Authorization'),
  investments: stubTab('Investments'),
  deductions: stubTab('Deductions'),
  realEstate: stubTab('Real estate'),
  spouse: stubTab('Spouse'),
  children: stubTab('Children'),
};

const user = { id: 7, role: 'user', taxYear: year, taxStatus: 'documents_submitted', taxYearStatuses: [], hasChildren: true, maritalStatus: 'individual' } as unknown as User;
const status = (locked: boolean): TaxStatusRecord => ({
  status: 'documents_submitted',
  current_status_id: 3,
  taxYear: year,
  isTaxProfileComplete: true,
  advanced_tax_locked: locked,
  documents_requested: false,
});
const info = (locked: boolean): AdvancedTaxInfo => ({
  taxYear: year,
  locked,
  authorization: {
    taxAddressEnabled: false,
    ahvNumberEnabled: false,
    powerOfAttorneyEnabled: true,
    canton: null,
    tinNumber: '',
    ahvNumber: '',
    powerOfAttorneyAccepted: true,
  },
  spouse: null,
  children: [],
  investments: null,
  deductions: null,
  realEstate: null,
  lastUpdated: {},
});
const preferences: TaxCategoryPreferences = {
  taxYear: year,
  sections: {
    authorization: { enabled: true, autoEnabled: true, manual: null },
    investments: { enabled: false, autoEnabled: false, manual: null },
    deductions: { enabled: false, autoEnabled: false, manual: null },
    realEstate: { enabled: false, autoEnabled: false, manual: null },
    foreignIncome: { enabled: false, autoEnabled: false, manual: null },
    spouse: { enabled: false, autoEnabled: false, manual: null },
    children: { enabled: true, autoEnabled: true, manual: null },
  },
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | (() => Promise<Answer>)>;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
  const found = answers[key];
  const answer = typeof found === 'function' ? await found() : (found ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
});

let where = '';
function Location() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

function renderPage(path: string, options: { locked?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueryKey(year), user);
  queryClient.setQueryData(taxStatusQueryKey(year), status(options.locked ?? false));
  queryClient.setQueryData(advancedTaxInfoQueryKey(year), info(options.locked ?? false));
  queryClient.setQueryData(taxCategoryPreferencesQueryKey(year), preferences);
  queryClient.setQueryData(filesQueryKey(year), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <Location />
        </MemoryRouter>
      </SelectedTaxYearProvider>
    </QueryClientProvider>
  );
  return render(<AdvancedTaxInfoPage sectionTabs={SECTION_TABS} />, { wrapper });
}

const tabNames = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  window.localStorage.clear();
  answers = { 'GET /api/files': { status: 200, body: [] } };
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  toast.mockReset();
});

describe('advanced tax information page', () => {
  it('shows the overview with the tabs the tax profile opens; an unknown tab is under construction', () => {
    renderPage('/advanced-tax-info');
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced tax information' })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Authorization', 'Children']);
    expect(screen.getByRole('heading', { name: 'Tax documents overview' })).toBeTruthy();

    const children = screen.getByRole('switch', { name: 'Relevant for me – Children' });
    expect(children.getAttribute('aria-checked')).toBe('true');
    expect(children).toHaveProperty('disabled', true);
    expect(screen.getAllByText('Set by your tax profile.').length).toBe(1);
    expect(screen.getByRole('switch', { name: 'Relevant for me – Investments' })).toHaveProperty('disabled', false);
    cleanup();

    renderPage('/advanced-tax-info?tab=xyz');
    expect(screen.getByRole('heading', { name: 'Under construction' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the overview' }));
    expect(where).toBe('/advanced-tax-info?tab=overview');
  });

  it('gives every section tab its document uploads', () => {
    renderPage('/advanced-tax-info?tab=children');
    expect(screen.getByRole('heading', { name: 'Children form' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Child: Birth Certificate' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Upload a document for / })).toHaveLength(8);
  });

  it('switches a section on at once and back with the failure toast when the server refuses', async () => {
    let refuse: (answer: Answer) => void = () => undefined;
    answers['POST /api/user-preferences/investments'] = () => new Promise<Answer>((resolve) => (refuse = resolve));
    renderPage('/advanced-tax-info');

    fireEvent.click(screen.getByRole('switch', { name: 'Relevant for me – Investments' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Relevant for me – Investments' }).getAttribute('aria-checked')).toBe('true'));
    expect(tabNames()).toEqual(['Overview', 'Authorization', 'Investments', 'Children']);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body))).toEqual({ taxYear: year, isRelevant: true });

    refuse({ status: 500, body: { code: 'INTERNAL', message: 'Internal error' } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Relevant for me – Investments' }).getAttribute('aria-checked')).toBe('false'));
    expect(tabNames()).toEqual(['Overview', 'Authorization', 'Children']);
    expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'Could not save your preference. Please try again.', variant: 'destructive' });
  });

  it('asks before closing the year; a refusal turns the switch off and says why, with a way to fix it', async () => {
    answers['POST /api/tax-status/advanced-tax-locked'] = { status: 409, body: { code: 'AUTHORIZATION_REQUIRED', message: 'Authorization required' } };
    renderPage('/advanced-tax-info');
    expect(screen.queryByRole('button', { name: 'Finish Section' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Section complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish Section' }));
    const dialog = screen.getByRole('dialog', { name: 'Close section?' });
    expect(within(dialog).getByText('Are you sure you want to close this tax year? After confirmation no changes are possible.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Section complete' }).getAttribute('aria-checked')).toBe('false');
    const reason = 'Save the authorization with the accepted power of attorney first.';
    expect(within(screen.getByRole('alert')).getByText(reason)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: reason, variant: 'destructive' });

    fireEvent.click(screen.getByRole('button', { name: 'Open the authorization' }));
    expect(where).toBe('/advanced-tax-info?tab=authorization');
  });

  it('locks the page once the year is closed: red notice with date and a way home, sections inert, transmission enabled', async () => {
    answers['POST /api/tax-status/advanced-tax-locked'] = { status: 200, body: { success: true, changed: true, taxStatus: status(true) } };
    answers['GET /api/advanced-tax-info'] = { status: 200, body: info(true) };
    const transmit = vi.fn();
    const off = on('enableTransmitFiles', transmit);
    const view = renderPage('/advanced-tax-info');

    fireEvent.click(screen.getByRole('switch', { name: 'Section complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish Section' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Section completed and locked' });
    off();

    expect(transmit).toHaveBeenCalledWith({ taxYear: year });
    expect(toast).toHaveBeenCalledWith({ title: 'Section completed', description: `The tax year ${year} is closed. You can now transmit your documents.` });
    expect(screen.getByRole('heading', { name: 'Section completed and locked' })).toBeTruthy();
    expect(screen.getByText(`You completed this section on ${formatDate(now())}. No changes are possible any more.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Tax year' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Section complete' })).toBeNull();
    // The sections are still drawn under the cover but out of reach of keyboard and screen reader.
    expect(view.container.querySelector('[inert] [role="tablist"]')).not.toBeNull();
  });
});
