import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';

// The query client and the selected tax year are provided by the pages' data layout
// (app/DataLayout.tsx), not here: /login shows without them.
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
