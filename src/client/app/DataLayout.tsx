import { Outlet } from 'react-router';
import { AppQueryClientProvider } from '@client/lib/query-client-provider';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';

/**
 * Every page but /login: the query client and the selected tax year. A lazy route of its own
 * (app/router.tsx), so the login page's first load holds neither TanStack Query nor the tax-year
 * rules (issue 10).
 */
export function DataLayout() {
  return (
    <AppQueryClientProvider>
      <SelectedTaxYearProvider>
        <Outlet />
      </SelectedTaxYearProvider>
    </AppQueryClientProvider>
  );
}
