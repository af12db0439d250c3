import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { on } from '@client/lib/events';
import { isPublicPath } from '@client/lib/public-routes';

// The dialog code (Radix dialog) is fetched only when a session actually expires, so it stays out
// of every page's first load (issue 10).
const SessionExpiredPrompt = lazy(() => import('./SessionExpiredPrompt').then((m) => ({ default: m.SessionExpiredPrompt })));

/** Spec part 1 §2.2, §4.1: a data call answered 401 'session expired' opens this dialog. */
export function SessionExpiredDialog() {
  // The dialog belongs to the screen (history entry) the session expired on; any navigation closes it.
  const location = useLocation();
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  });
  const [expiredAt, setExpiredAt] = useState<string | null>(null);
  // Once loaded the dialog stays mounted, so closing it can animate and focus return as before.
  const [needed, setNeeded] = useState(false);

  useEffect(
    () =>
      on('sessionExpired', () => {
        if (!isPublicPath(window.location.pathname)) {
          setExpiredAt(currentKey.current);
          setNeeded(true);
        }
      }),
    [],
  );

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredPrompt open={expiredAt === location.key} onClose={() => setExpiredAt(null)} />
    </Suspense>
  );
}
