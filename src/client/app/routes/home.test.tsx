// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@shared/contract/subscription';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import type { User } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { filesQueryKey } from '@client/lib/api/get-files';
import { subscriptionStatusQueryKey } from '@client/lib/api/get-subscription-status';
import { taxStatusQueryKey } from '@client/lib/api/get-tax-status';
import { userQueryKey } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { HomePage } from './home';
import { userFixture } from '@client/test-support/user-fixture';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

const year = defaultTaxYear(now());
const userAt = (taxStatus: User['taxStatus']): User =>
  userFixture({
    taxYear: year,
    taxStatus,
    taxYearStatuses: [{ taxYear: year, status: taxStatus }],
  });
const record = (statusId: number, locked: boolean): TaxStatusRecord => ({
  status: statusId === 4 ? 'processing' : 'documents_submitted',
  current_status_id: statusId,
  taxYear: year,
  isTaxProfileComplete: true,
  advanced_tax_locked: locked,
  documents_requested: false,
});
const none: SubscriptionStatus = { hasSubscription: false, subscription: null };
const basic: SubscriptionStatus = {
  hasSubscription: true,
  subscription: { subscriptionType: 'basic', expirationDate: '2027-03-31T10:00:00.000Z', paymentPeriod: 'full_year' },
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | (() => Answer | Promise<Answer>)>;
const requests: { key: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
  requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const found = answers[key];
  const answer = (typeof found === 'function' ? await found() : found) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
});

let where = '';
function Location() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

/**
 * Home at status 3 with the given lock and subscription; the server answers the same. With
 * `userAnswer` the person is not known yet: the server answers when that promise resolves, with
 * the answer it gives or else the person.
 */
function renderHome(options: {
  locked: boolean;
  subscription: SubscriptionStatus;
  path?: string;
  serverSubscription?: SubscriptionStatus;
  userAnswer?: Promise<Answer | undefined>;
}) {
  let user = userAt('documents_submitted');
  let status = record(3, options.locked);
  answers = {
    'GET /api/user': async () => (await options.userAnswer) ?? { status: 200, body: user },
    'GET /api/tax-status': () => ({ status: 200, body: status }),
    [`GET /api/subscription/status/${year}`]: { status: 200, body: options.serverSubscription ?? options.subscription },
    'GET /api/files': { status: 200, body: [] },
    'GET /api/document-categories': { status: 200, body: [] },
    'GET /api/notifications': { status: 200, body: [] },
    'POST /api/tax-year-status/transmit': () => {
      user = userAt('processing');
      status = record(4, true);
      return { status: 200, body: { success: true, alreadyTransmitted: false, transmittedAt: '2026-03-02T10:00:00.000Z', taxStatus: status } };
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (!options.userAnswer) queryClient.setQueryData(userQueryKey(year), user);
  queryClient.setQueryData(taxStatusQueryKey(year), status);
  queryClient.setQueryData(subscriptionStatusQueryKey(year), options.subscription);
  queryClient.setQueryData(filesQueryKey(year), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          {children}
          <Location />
        </MemoryRouter>
      </SelectedTaxYearProvider>
    </QueryClientProvider>
  );
  return render(<HomePage />, { wrapper });
}

const tile = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title, level: 2 }))!;

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
});

describe('home: transmission', () => {
  it('keeps Transmit Files blocked and says what is missing, with the way to each step', async () => {
    renderHome({ locked: false, subscription: none });
    const transmit = await waitFor(() => tile('Transmit Files'));
    expect(within(transmit).getByText('Locked')).toBeTruthy();
    expect(within(transmit).queryByRole('button')).toBeNull();
    expect(within(transmit).getByRole('link', { name: 'Finish and lock the advanced tax info' }).getAttribute('href')).toBe('/advanced-tax-info');
    expect(within(transmit).getByRole('link', { name: `Choose a plan for ${year}` }).getAttribute('href')).toBe('/profile#plans');
    // The advanced section is open at status 3: its tile leads there.
    expect(within(tile('Advanced Tax Info')).getByRole('link').getAttribute('href')).toBe('/advanced-tax-info');
    // Uploads are still open.
    expect(within(tile('File Upload')).getByRole('button', { name: 'File Upload' })).toBeTruthy();
  });

  it('asks only for the plan once the section is locked, and takes no more uploads', async () => {
    renderHome({ locked: true, subscription: none });
    const transmit = await waitFor(() => tile('Transmit Files'));
    expect(within(transmit).queryByRole('link', { name: /advanced tax info/ })).toBeNull();
    expect(within(transmit).getByRole('link', { name: `Choose a plan for ${year}` })).toBeTruthy();
    expect(screen.getByText(/is finished and locked: documents can no longer be added or changed/)).toBeTruthy();
    expect(within(tile('File Upload')).getByText('Done')).toBeTruthy();
    expect(within(tile('File Upload')).queryByRole('button')).toBeNull();
    expect(within(tile('Camera Upload')).queryByRole('button')).toBeNull();
  });

  it('transmits after confirmation, then shows the confirmation and the success toast', async () => {
    renderHome({ locked: true, subscription: basic });
    fireEvent.click(await screen.findByRole('button', { name: 'Transmit Files' }));
    const dialog = await screen.findByRole('dialog', { name: `Transmit your documents for ${year}?` });
    expect(requests.some((r) => r.key === 'POST /api/tax-year-status/transmit')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transmit now' }));
    await screen.findByRole('heading', { name: 'Documents transmitted' });
    expect(requests.find((r) => r.key === 'POST /api/tax-year-status/transmit')?.body).toEqual({ taxYear: year });
    expect(toast).toHaveBeenCalledWith({ title: 'Tax declaration transmitted!', description: 'Your tax documents have been transmitted for processing.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Tiles and checklist are gone once the documents are with the experts.
    expect(screen.queryByRole('heading', { name: 'Transmit Files' })).toBeNull();
    await waitFor(() => expect(requests.filter((r) => r.key === 'GET /api/files').length).toBeGreaterThan(0));
  });

  it('gives the server’s reason, translated, when the transmission is refused', async () => {
    renderHome({ locked: true, subscription: basic });
    answers['POST /api/tax-year-status/transmit'] = { status: 402, body: { code: 'NO_SUBSCRIPTION', message: 'No active subscription' } };
    fireEvent.click(await screen.findByRole('button', { name: 'Transmit Files' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transmit now' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Transmission Failed',
        description: 'There is no active subscription for this tax year. Choose a plan in your profile first.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Documents transmitted' })).toBeNull();
  });
});

describe('home: back from the payment page', () => {
  it('confirms the new plan and takes the payment parameters out of the address', async () => {
    // The payment provider's confirmation has reached the server by the first question.
    renderHome({ locked: false, subscription: none, serverSubscription: basic, path: `/?payment=success&taxYear=${year}` });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Subscription active', description: `Your Basic plan for ${year} is active.` }));
    expect(toast).toHaveBeenCalledWith({ title: 'Thank you for your payment', description: `We are confirming your payment for ${year}. This usually takes a few seconds.` });
    expect(where).toBe('/');
  });
});

describe('home: the first paint on a phone (issue 10)', () => {
  it('shows the to-do title and the year’s sentence before the person’s answer, then the tasks below the same sentence', async () => {
    let answerUser = () => {};
    const userAnswer = new Promise<undefined>((resolve) => (answerUser = () => resolve(undefined)));
    renderHome({ locked: false, subscription: none, userAnswer });
    const sentence = await screen.findByText(`What to do next for tax year ${year}.`);
    expect(screen.getByRole('heading', { name: 'Your to-dos', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'File Upload', level: 2 })).toBeNull();
    answerUser();
    await waitFor(() => tile('File Upload'));
    // The answer fills the tab instead of replacing it: the sentence on screen is the same element.
    expect(screen.getByText(`What to do next for tax year ${year}.`)).toBe(sentence);
  });

  it('shows the failure with its retry instead of the to-do title when the person cannot be loaded', async () => {
    let failUser = () => {};
    const userAnswer = new Promise<Answer>((resolve) => (failUser = () => resolve({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } })));
    renderHome({ locked: false, subscription: none, userAnswer });
    await screen.findByRole('heading', { name: 'Your to-dos', level: 1 });
    failUser();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your to-dos', level: 1 })).toBeNull();
  });
});
