import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from '@client/lib/toast';

// The toast code (Radix toast) is fetched when the first toast is queued, not on every first load
// (issue 10); the queued toast waits in the toast store meanwhile.
const Toaster = lazy(() => import('@client/components/ui/Toaster').then((m) => ({ default: m.Toaster })));

/** Mounted once at the app's root (app/RootLayout.tsx, and app/SignInApp.tsx on a first load of /login). */
export function ToasterWhenNeeded() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so later toasts replace each other as before and F8 keeps working.
  if (current && !needed) setNeeded(true);
  if (!needed && !current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
