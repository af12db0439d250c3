import { createBrowserRouter } from 'react-router';
import { AddressDemoPage } from '@client/features/address-demo/AddressDemoPage';
import { LoginPage } from '@client/features/auth/LoginPage';
import { CantonsPage } from '@client/features/cantons/CantonsPage';
import { FileHistoryPage } from '@client/features/file-history/FileHistoryPage';
import { HomePage } from '@client/features/home/HomePage';
import { IntroPage } from '@client/features/intro/IntroPage';
import { LegalPage } from '@client/features/legal/LegalPage';
import { ProfilePage } from '@client/features/profile/ProfilePage';
import { TaxCardDemoPage } from '@client/features/tax-cards/TaxCardDemoPage';
import { TaxEfficiencyPage } from '@client/features/tax-efficiency/TaxEfficiencyPage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';

/**
 * Route table of spec part 1 §2.1 and part 2 §2. Routes that later issues build (/admin,
 * /advanced-tax-info, …) are not listed yet and show the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/cookies', element: <LegalPage document="cookies" /> },
      { path: '/cookie-policy', element: <LegalPage document="cookies" /> },
      { path: '/data-protection', element: <LegalPage document="dataProtection" /> },
      { path: '/data-protection-policy', element: <LegalPage document="dataProtection" /> },
      { path: '/terms-and-conditions', element: <LegalPage document="terms" /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout bottomNavigation />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/intro', element: <IntroPage /> },
              { path: '/tax-efficiency', element: <TaxEfficiencyPage /> },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/file-history', element: <FileHistoryPage /> },
              { path: '/tax-card-demo', element: <TaxCardDemoPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/cantons', element: <CantonsPage /> },
                  { path: '/address-demo', element: <AddressDemoPage /> },
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
