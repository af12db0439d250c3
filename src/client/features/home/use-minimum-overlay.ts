import { useEffect, useState } from 'react';

/** The loading overlay stays at least this long on the first load (spec part 1 §9). */
export const MINIMUM_OVERLAY_MS = 500;

let firstLoadShown = false;

/** True while loading, and on the app's first home load for at least 500 ms. */
export function useLoadingOverlay(loading: boolean): boolean {
  const [minimumElapsed, setMinimumElapsed] = useState(firstLoadShown);
  useEffect(() => {
    if (minimumElapsed) return;
    const timer = window.setTimeout(() => {
      firstLoadShown = true;
      setMinimumElapsed(true);
    }, MINIMUM_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [minimumElapsed]);
  return loading || !minimumElapsed;
}
