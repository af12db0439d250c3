import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/**
 * Stripe sends a person who cancels the payment back to `/profile?payment=cancelled&taxYear=Y`.
 * The panel then shows a calm note (until dismissed) for that year; the parameters leave the
 * address at once, so a reload or a shared link does not repeat the note.
 */
export function usePaymentCancelled(): { cancelled: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const { taxYear, setTaxYear } = useSelectedTaxYear();
  const [cancelled, setCancelled] = useState(() => params.get('payment') === 'cancelled');
  const payment = params.get('payment');
  const returnYear = Number(params.get('taxYear'));

  useEffect(() => {
    if (payment !== 'cancelled') return;
    if (returnYear !== taxYear && isTaxYearOpen(returnYear, now())) setTaxYear(returnYear);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('payment');
        next.delete('taxYear');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payment, returnYear, taxYear, setParams, setTaxYear]);

  return { cancelled, dismiss: () => setCancelled(false) };
}
