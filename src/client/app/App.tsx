import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import { SelectedTaxYearProvider } from '@client/lib/selected-tax-year';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedTaxYearProvider>
        <RouterProvider router={router} />
      </SelectedTaxYearProvider>
    </QueryClientProvider>
  );
}
