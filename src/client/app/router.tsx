import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { loadNamespaces, type Namespace } from '@client/lib/i18n';
import { preloadImage } from '@client/lib/preload-image';
import { yieldToMain } from '@client/lib/yield-to-main';
import { RootLayout } from './RootLayout';
import { preloadSignInPictures } from './sign-in-pictures';

/**
 * Every page, login and home included, loads when first visited, together with the text
 * namespaces it shows (both downloads run in parallel and the page renders when both are in),
 * so the first screen on a phone downloads only what it shows. A namespace missed here still
 * loads: useTranslation suspends until it is in (main.tsx holds the Suspense boundary).
 */
function page(namespaces: readonly Namespace[], load: () => Promise<ComponentType>) {
  return async () => {
    // Each lazy route of a page (layouts, guard, page) starts its downloads in a task of its own:
    // an import adds a preload link per chunk it needs, and together they were one long task.
    await yieldToMain();
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

const legal = (document: 'cookies' | 'dataProtection' | 'terms') =>
  page(['legal'], async () => {
    const { LegalPage } = await import('@client/features/legal/LegalPage');
    return () => <LegalPage document={document} />;
  });

/**
 * Route table of spec part 1 §2.1 and part 2 §2. Routes that later issues build (/admin, …)
 * are not listed yet and show the not-found page.
 *
 * Built by main.tsx once the app's modules have run, in a task of its own: creating the router
 * starts the first page's lazy routes (their imports and preload links), and together with the
 * modules' evaluation that was one of the longest tasks of a phone's first load.
 */
export const createAppRouter = () => createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        path: '/login',
        loader: () => {
          preloadSignInPictures();
          return null;
        },
        lazy: page(['login'], async () => (await import('@client/features/auth/LoginPage')).LoginPage),
      },
      {
        // Every other page gets the query client, the selected tax year and the form-error texts
        // here; /login loads them with its sign-in card, after its first screen (issue 10).
        lazy: page(['validation'], async () => (await import('./DataLayout')).DataLayout),
        children: [
          { path: '/cookies', lazy: legal('cookies') },
          { path: '/cookie-policy', lazy: legal('cookies') },
          { path: '/data-protection', lazy: legal('dataProtection') },
          { path: '/data-protection-policy', lazy: legal('dataProtection') },
          { path: '/terms-and-conditions', lazy: legal('terms') },
          { path: '/account-deleted', lazy: page(['privacy'], async () => (await import('./routes/account-deleted')).AccountDeletedPage) },
          // The public tax calculator (issue 11): no sign-in.
          { path: '/rechner', lazy: page(['taxCalculator'], async () => (await import('./routes/tax-calculator')).TaxCalculatorPage) },
          {
            lazy: page([], async () => (await import('./RequireAuth')).RequireAuth),
            children: [
              {
                lazy: page([], async () => {
                  const { AppLayout } = await import('./layout/AppLayout');
                  return () => <AppLayout bottomNavigation />;
                }),
                children: [
                  { path: '/', lazy: page(['home', 'files', 'documentCategories'], async () => (await import('./routes/home')).HomePage) },
                  { path: '/intro', lazy: page(['intro'], async () => (await import('./routes/intro')).IntroPage) },
                  {
                    path: '/tax-efficiency',
                    lazy: page(['taxEfficiency'], async () => (await import('./routes/tax-efficiency')).TaxEfficiencyPage),
                  },
                ],
              },
              {
                lazy: page([], async () => (await import('./layout/AppLayout')).AppLayout),
                children: [
                  {
                    path: '/profile',
                    // The questionnaire's background photo is its largest paint. Its code comes with
                    // the page's (the page loads it lazily, app/routes/profile.tsx, which keeps it
                    // once in): the page then shows it as soon as the person's answer is in, without
                    // a spinner in between. Both downloads start here at once, not one after the other.
                    loader: async ({ request }) => {
                      if (new URL(request.url).searchParams.get('setup') !== 'tax') return null;
                      preloadImage('/images/wizard-background.jpg');
                      // The imports in a task of their own, as page() does.
                      await yieldToMain();
                      const wizardCode = import('@client/features/profile/components/tax-wizard/TaxWizard');
                      await Promise.all([wizardCode, import('./routes/profile').then((m) => m.loadTaxWizard())]).catch(() => undefined);
                      return null;
                    },
                    lazy: page(['profile', 'privacy', 'taxWizard', 'subscription'], async () => (await import('./routes/profile')).ProfilePage),
                  },
                  { path: '/tax-documents', lazy: page(['taxDocuments', 'documentCategories'], async () => (await import('./routes/tax-documents')).TaxDocumentsPage) },
                  {
                    path: '/advanced-tax-info',
                    lazy: page(['advancedTaxInfo', 'advancedSections', 'documentCategories'], async () => (await import('./routes/advanced-tax-info')).AdvancedTaxInfoRoute),
                  },
                  // The older variant of the page (spec part 2 §2) has no content of its own.
                  { path: '/advanced-tax-info-legacy', loader: ({ request }) => redirect(`/advanced-tax-info${new URL(request.url).search}`) },
                  {
                    path: '/file-history',
                    lazy: page(['files', 'documentCategories'], async () => (await import('@client/features/file-history/FileHistoryPage')).FileHistoryPage),
                  },
                  {
                    path: '/tax-card-demo',
                    lazy: page(['taxCards'], async () => (await import('@client/features/tax-cards/TaxCardDemoPage')).TaxCardDemoPage),
                  },
                  { path: '/featuretest', lazy: page(['featureTest'], async () => (await import('./routes/featuretest')).FeatureTestPage) },
                  { path: '/pgbar', lazy: page(['admin'], async () => (await import('./routes/pgbar')).ProgressBarPage) },
                  {
                    // The experts' back office (issue 8): experts and admins; the server checks every call.
                    lazy: page([], async () => (await import('./RequireStaff')).RequireStaff),
                    children: [
                      { path: '/expert', lazy: page(['expert'], async () => (await import('./routes/expert')).ExpertQueuePage) },
                      {
                        path: '/expert/cases/:userId/:taxYear',
                        lazy: page(['expert', 'taxCards', 'documentCategories'], async () => (await import('./routes/expert-case')).ExpertCasePage),
                      },
                    ],
                  },
                  {
                    lazy: page([], async () => (await import('./RequireAdmin')).RequireAdmin),
                    children: [
                      { path: '/admin', lazy: page(['admin'], async () => (await import('./routes/admin')).AdminPage) },
                      { path: '/cantons', lazy: page(['cantons'], async () => (await import('@client/features/cantons/CantonsPage')).CantonsPage) },
                      {
                        path: '/address-demo',
                        lazy: page(['addressDemo'], async () => (await import('@client/features/address-demo/AddressDemoPage')).AddressDemoPage),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: page([], async () => (await import('./NotFoundPage')).NotFoundPage) },
        ],
      },
    ],
  },
]);

export type AppRouter = ReturnType<typeof createAppRouter>;
