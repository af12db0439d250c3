// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, SubscriptionStatus } from '@shared/contract/subscription';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { formatDate } from '@client/lib/format';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { SubscriptionPanel } from './SubscriptionPanel';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));
const leaveForPayment = vi.hoisted(() => vi.fn());
vi.mock('../leave-for-payment', () => ({ leaveForPayment }));

const year = defaultTaxYear(now());
const none: SubscriptionStatus = { hasSubscription: false, subscription: null };
const subscribed = (plan: 'basic' | 'premium'): SubscriptionStatus => ({
  hasSubscription: true,
  subscription: { subscriptionType: plan, expirationDate: '2027-03-31T10:00:00.000Z', paymentPeriod: 'full_year' },
});
const invoice: Invoice = {
  id: 3,
  taxYear: year,
  plan: 'premium',
  amountRappen: 49_900,
  currency: 'CHF',
  reference: '210000000003139471430009017',
  status: 'open',
  createdAt: '2026-02-10T09:00:00.000Z',
  paidAt: null,
  downloadUrl: '/api/subscription/invoices/3/pdf',
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | (() => Answer)>;
const requests: { key: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
  requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const found = answers[key];
  const answer = (typeof found === 'function' ? found() : found) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
});

let where = '';
function Location() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

function renderPanel(path = '/profile') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
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
  return render(<SubscriptionPanel taxYear={year} />, { wrapper });
}

function answer(options: { status?: SubscriptionStatus; onlinePayment?: boolean; invoicePayment?: boolean; eligible?: boolean; invoices?: Invoice[] }) {
  answers = {
    [`GET /api/subscription/status/${year}`]: { status: 200, body: options.status ?? none },
    'GET /api/config': { status: 200, body: { onlinePayment: options.onlinePayment ?? false, invoicePayment: options.invoicePayment ?? false } },
    'GET /api/subscription/invoice-eligible': { status: 200, body: { eligible: options.eligible ?? false } },
    'GET /api/subscription/invoices': { status: 200, body: options.invoices ?? [] },
  };
}

const card = (plan: 'Basic' | 'Premium') => screen.getByRole('listitem', { name: plan });

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  toast.mockReset();
  leaveForPayment.mockReset();
});

describe('subscription panel', () => {
  it('says plainly when online payment is not configured and offers nothing that takes money', async () => {
    answer({ onlinePayment: false });
    renderPanel();
    await screen.findByText('You have no active subscription for this tax year yet.');
    await waitFor(() => expect(screen.getAllByText(/Online payment by card is not configured on this site/)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Pay by card/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay by invoice/ })).toBeNull();
    // Prices: launch price with its asterisk, list price, saving.
    expect(within(card('Basic')).getByText(/^CHF 129\.00\*$/)).toBeTruthy();
    expect(within(card('Basic')).getByText('CHF 199.00')).toBeTruthy();
    expect(within(card('Premium')).getByText('Save 29%')).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('GET /api/subscription/invoice'))).toBe(false);
  });

  it('starts the card payment for the chosen plan and year and leaves for the payment page', async () => {
    answer({ onlinePayment: true });
    answers['POST /api/subscription/checkout'] = { status: 200, body: { url: 'https://checkout.stripe.test/c/pay_123' } };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card: Premium' }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay_123'));
    expect(requests.find((r) => r.key === 'POST /api/subscription/checkout')?.body).toEqual({ taxYear: year, plan: 'premium' });
    // Both cards stay busy until the page is left.
    for (const button of screen.getAllByRole('button', { name: /Pay by card|Opening the payment page/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s reason, translated, when the payment cannot start', async () => {
    answer({ onlinePayment: true });
    answers['POST /api/subscription/checkout'] = { status: 409, body: { code: 'ALREADY_SUBSCRIBED', message: 'Already subscribed' } };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card: Basic' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Payment could not be started',
        description: 'You already have this plan or a better one for this tax year.',
        variant: 'destructive',
      }),
    );
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('marks the plan a person has and still offers the upgrade from Basic to Premium', async () => {
    answer({ onlinePayment: true, status: subscribed('basic') });
    renderPanel();
    await screen.findByText(`Your plan: Basic, valid until ${formatDate('2027-03-31T10:00:00.000Z')}.`);
    expect(within(card('Basic')).getByText('Your plan')).toBeTruthy();
    expect(within(card('Basic')).queryByRole('button')).toBeNull();
    expect(within(card('Premium')).getByText('Upgrade from Basic')).toBeTruthy();
    expect(within(card('Premium')).getByRole('button', { name: 'Pay by card: Premium' })).toBeTruthy();
  });

  it('offers nothing to buy with Premium, which includes Basic', async () => {
    answer({ onlinePayment: true, status: subscribed('premium') });
    renderPanel();
    await within(card('Premium')).findByText('Your plan');
    expect(within(card('Basic')).getByText('Included in your Premium plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay by/ })).toBeNull();
  });

  it('lets an eligible customer pay by invoice and download the QR bill', async () => {
    answer({ onlinePayment: false, invoicePayment: true, eligible: true });
    let created = false;
    answers['POST /api/subscription/invoices'] = () => {
      created = true;
      return { status: 200, body: { invoice } };
    };
    answers['GET /api/subscription/invoices'] = () => ({ status: 200, body: created ? [invoice] : [] });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by invoice: Premium' }));
    await screen.findByRole('heading', { name: `Open invoices for ${year}` });
    expect(requests.find((r) => r.key === 'POST /api/subscription/invoices')?.body).toEqual({ taxYear: year, plan: 'premium' });
    expect(screen.getByText('21 00000 00003 13947 14300 09017')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download QR bill (PDF) for the invoice with reference 21 00000 00003 13947 14300 09017' });
    expect(download.getAttribute('href')).toBe('/api/subscription/invoices/3/pdf');
    // No second invoice for the same plan; Basic can still be invoiced.
    expect(within(card('Premium')).queryByRole('button', { name: /Pay by invoice/ })).toBeNull();
    expect(within(card('Premium')).getByText('Invoice issued: see below.')).toBeTruthy();
    expect(within(card('Basic')).getByRole('button', { name: 'Pay by invoice: Basic' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Invoice ready', description: 'Download the QR bill and pay it with your banking app.' });
  });

  it('does not offer invoices to customers who are not eligible', async () => {
    answer({ onlinePayment: true, invoicePayment: true, eligible: false });
    renderPanel();
    await screen.findByRole('button', { name: 'Pay by card: Basic' });
    expect(screen.queryByRole('button', { name: /Pay by invoice/ })).toBeNull();
  });

  it('greets a cancelled payment calmly and takes the parameters out of the address', async () => {
    answer({ onlinePayment: true });
    renderPanel(`/profile?payment=cancelled&taxYear=${year}`);
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(where).toBe('/profile'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment cancelled')).toBeNull();
  });
});
