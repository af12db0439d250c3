import { RouterProvider } from 'react-router';
import { router } from './router';

// The query client and the selected tax year are provided by the pages' data layout
// (app/DataLayout.tsx), not here: /login shows without them.
export function App() {
  return <RouterProvider router={router} />;
}
