import { createBrowserRouter } from 'react-router';
import { LoginPage } from '@client/features/auth/LoginPage';
import { HomePage } from '@client/features/home/HomePage';
import { IntroPage } from '@client/features/intro/IntroPage';
import { LegalPage } from '@client/features/legal/LegalPage';
import { ProfilePage } from '@client/features/profile/ProfilePage';
import { TaxEfficiencyPage } from '@client/features/tax-efficiency/TaxEfficiencyPage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';

/**
 * Route table of spec part 1 §2.1. Routes that later issues build (/cantons, /admin,
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
            children: [{ path: '/profile', element: <ProfilePage /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
