// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { userQueryKey } from '@client/lib/api/get-user';
import { ProfilePage } from './profile';
import { userFixture } from '@client/test-support/user-fixture';

const year = defaultTaxYear(now());
const person = (profileComplete: boolean): User =>
  userFixture({
    agreeToTerms: profileComplete,
    isProfileComplete: profileComplete,
    isTaxProfileComplete: false,
    taxYear: year,
    taxStatus: 'profile_incomplete',
  });

let user: User;
/** While set, the server answers /api/user only once this settles. */
let userAnswered: Promise<void> | undefined;
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/user?')) {
    await userAnswered;
    return new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
});

function renderProfile(path: string, options: { userInCache?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.userInCache) client.setQueryData(userQueryKey(year), user);
  return render(
    <QueryClientProvider client={client}>
      <SelectedTaxYearProvider>
        {/* A data router: the profile's leave guard blocks navigation through it. */}
        <RouterProvider router={createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], { initialEntries: [path] })} />
      </SelectedTaxYearProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  userAnswered = undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/profile, whose two halves load on their own (issue 10)', () => {
  it('shows the questionnaire for ?setup=tax once the personal profile is complete, without the profile form', async () => {
    user = person(true);
    renderProfile('/profile?setup=tax');
    expect(await screen.findByText(`Steuerprofil ${year}`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ihr Profil' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Willkommen bei Helvetax' })).toBeNull();
  });

  it('shows the first-time form for ?setup=tax while the personal profile is incomplete', async () => {
    user = person(false);
    renderProfile('/profile?setup=tax');
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Helvetax' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(`Steuerprofil ${year}`)).toBeNull();
  });

  it('shows the profile form without the questionnaire on /profile', async () => {
    user = person(true);
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'Ihr Profil' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(`Steuerprofil ${year}`)).toBeNull();
  });
});

describe('/profile?setup=tax on a phone (issue 10)', () => {
  const photo = () => document.querySelector('[style*="/images/wizard-background.jpg"]');

  it('shows the questionnaire’s photo with the spinner while the answers are on their way, then the questionnaire on it', async () => {
    user = person(true);
    let answer = () => {};
    userAnswered = new Promise<void>((resolve) => (answer = resolve));
    renderProfile('/profile?setup=tax');
    const backdrop = await waitFor(() => photo() ?? Promise.reject(new Error('no photo yet')));
    expect(within(backdrop as HTMLElement).getByRole('status')).toBeTruthy();
    expect(screen.queryByText(`Steuerprofil ${year}`)).toBeNull();
    answer();
    const title = await screen.findByText(`Steuerprofil ${year}`, {}, { timeout: 5000 });
    expect(backdrop?.contains(title)).toBe(true);
    expect(photo()).toBe(backdrop);
  });
});
