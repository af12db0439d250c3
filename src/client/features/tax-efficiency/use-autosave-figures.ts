import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaxEfficiencyFigures } from '@shared/contract/tax-efficiency';
import { useSaveTaxEfficiency } from './api/save-tax-efficiency';

/** Long enough that a number typed digit by digit is one save, short enough that a reload keeps it. */
export const SAVE_DEBOUNCE_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Stores the figures a moment after the last change, at once when a field is left, and when the
 * page is left. One save at a time: a change made while a save travels goes after it, so an older
 * answer never overwrites a newer one on the server.
 */
export function useAutosaveFigures(taxYear: number) {
  const save = useSaveTaxEfficiency(taxYear);
  const mutateAsync = useRef(save.mutateAsync);
  mutateAsync.current = save.mutateAsync;
  const waiting = useRef<TaxEfficiencyFigures | null>(null);
  const lastSent = useRef<TaxEfficiencyFigures | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<unknown>(null);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const figures = waiting.current;
    if (!figures || inFlight.current) return;
    waiting.current = null;
    inFlight.current = true;
    lastSent.current = figures;
    setState('saving');
    mutateAsync
      .current(figures)
      .then(
        () => {
          setError(null);
          setState(waiting.current ? 'saving' : 'saved');
        },
        (failure: unknown) => {
          setError(failure);
          setState(waiting.current ? 'saving' : 'failed');
        },
      )
      .finally(() => {
        inFlight.current = false;
        if (waiting.current) flush();
      });
  }, []);

  const schedule = useCallback(
    (figures: TaxEfficiencyFigures) => {
      waiting.current = figures;
      setState('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  const retry = useCallback(() => {
    waiting.current ??= lastSent.current;
    flush();
  }, [flush]);

  // Leaving the page, the year or the app (a reload, a closed tab) sends what is still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { schedule, flush, retry, state, error };
}
