import { createBrowserRouter, redirect } from 'react-router';
import { LoginPage } from '@client/features/auth/LoginPage';
import { HomePage } from './routes/home';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';
import { RequireStaff } from './RequireStaff';
import { RootLayout } from './RootLayout';

// Pages other than login and home load when first visited, so the first screen on a phone
// downloads only what it shows.
const legal = (document: 'cookies' | 'dataProtection' | 'terms') => async () => {
  const { LegalPage } = await import('@client/features/legal/LegalPage');
  return { Component: () => <LegalPage document={document} /> };
};

/**
 * Route table of spec part 1 §2.1 and part 2 §2. Routes that later issues build (/admin, …)
 * are not listed yet and show the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/cookies', lazy: legal('cookies') },
      { path: '/cookie-policy', lazy: legal('cookies') },
      { path: '/data-protection', lazy: legal('dataProtection') },
      { path: '/data-protection-policy', lazy: legal('dataProtection') },
      { path: '/terms-and-conditions', lazy: legal('terms') },
      { path: '/account-deleted', lazy: async () => ({ Component: (await import('./routes/account-deleted')).AccountDeletedPage }) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout bottomNavigation />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/intro', lazy: async () => ({ Component: (await import('./routes/intro')).IntroPage }) },
              {
                path: '/tax-efficiency',
                lazy: async () => ({ Component: (await import('@client/features/tax-efficiency/TaxEfficiencyPage')).TaxEfficiencyPage }),
              },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              { path: '/profile', lazy: async () => ({ Component: (await import('./routes/profile')).ProfilePage }) },
              { path: '/tax-documents', lazy: async () => ({ Component: (await import('./routes/tax-documents')).TaxDocumentsPage }) },
              {
                path: '/advanced-tax-info',
                lazy: async () => ({ Component: (await import('./routes/advanced-tax-info')).AdvancedTaxInfoRoute }),
              },
              // The older variant of the page (spec part 2 §2) has no content of its own.
              { path: '/advanced-tax-info-legacy', loader: ({ request }) => redirect(`/advanced-tax-info${new URL(request.url).search}`) },
              {
                path: '/file-history',
                lazy: async () => ({ Component: (await import('@client/features/file-history/FileHistoryPage')).FileHistoryPage }),
              },
              {
                path: '/tax-card-demo',
                lazy: async () => ({ Component: (await import('@client/features/tax-cards/TaxCardDemoPage')).TaxCardDemoPage }),
              },
              { path: '/featuretest', lazy: async () => ({ Component: (await import('./routes/featuretest')).FeatureTestPage }) },
              { path: '/pgbar', lazy: async () => ({ Component: (await import('./routes/pgbar')).ProgressBarPage }) },
              {
                // The experts' back office (issue 8): experts and admins; the server checks every call.
                element: <RequireStaff />,
                children: [
                  { path: '/expert', lazy: async () => ({ Component: (await import('./routes/expert')).ExpertQueuePage }) },
                  {
                    path: '/expert/cases/:userId/:taxYear',
                    lazy: async () => ({ Component: (await import('./routes/expert-case')).ExpertCasePage }),
                  },
                ],
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/admin', lazy: async () => ({ Component: (await import('./routes/admin')).AdminPage }) },
                  { path: '/cantons', lazy: async () => ({ Component: (await import('@client/features/cantons/CantonsPage')).CantonsPage }) },
                  {
                    path: '/address-demo',
                    lazy: async () => ({ Component: (await import('@client/features/address-demo/AddressDemoPage')).AddressDemoPage }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
