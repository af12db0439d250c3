// @vitest-environment happy-dom
// A file of its own: React.lazy keeps its component once loaded, so only the page's first
// render in a fresh module can show whether the questionnaire waits behind a spinner.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { userQueryKey } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { changeLanguage } from '@client/lib/i18n';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { userFixture } from '@client/test-support/user-fixture';
import { loadTaxWizard, ProfilePage } from './profile';

const year = defaultTaxYear(now());

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the questionnaire in the page’s first render once the route loader has its code, with no spinner before it (issue 10)', async () => {
  // React holds back content revealed after a spinner for 300 ms: on a phone the questionnaire
  // came 0.4-0.7 s after the spinner when its first render waited for the code a microtask.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    userQueryKey(year),
    userFixture({ agreeToTerms: true, isProfileComplete: true, isTaxProfileComplete: false, taxYear: year, taxStatus: 'profile_incomplete' }),
  );
  await loadTaxWizard();
  const spinnerShown = vi.fn();
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.matches('[role="status"]') || node.querySelector('[role="status"]'))) spinnerShown();
      }
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  render(
    <QueryClientProvider client={client}>
      <SelectedTaxYearProvider>
        <RouterProvider router={createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], { initialEntries: ['/profile?setup=tax'] })} />
      </SelectedTaxYearProvider>
    </QueryClientProvider>,
  );
  expect(await screen.findByText(`Steuerprofil ${year}`)).toBeTruthy();
  watcher.disconnect();
  expect(spinnerShown).not.toHaveBeenCalled();
});
