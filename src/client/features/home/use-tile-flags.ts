import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isAdvancedTaxInfoAvailable, isDocumentAreaHidden } from '@shared/domain/home-tiles';
import { subscriptionStatusQueryKey, useSubscriptionStatus } from '@client/lib/api/get-subscription-status';
import { taxStatusQueryKey, useTaxStatus } from '@client/lib/api/get-tax-status';
import { on } from '@client/lib/events';
import { transmitReadiness, type TransmitReadiness } from './transmit-readiness';

/**
 * Whether the year is locked and may be transmitted, derived from the server's tax status
 * (`advanced_tax_locked`) and subscription status of the year, never from a stored flag. The
 * 'enable transmit files' and 'tax status updated' events (spec part 1 §4.2) refetch both.
 */
export function useTransmitReadiness(taxYear: number, statusId: number): TransmitReadiness & { advancedTaxLocked: boolean } {
  const queryClient = useQueryClient();
  const taxStatus = useTaxStatus(taxYear);
  const subscription = useSubscriptionStatus(taxYear, { enabled: !isDocumentAreaHidden(statusId) });

  useEffect(() => {
    const refetch = ({ taxYear: year }: { taxYear: number }) => {
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKey(year) });
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey(year) });
    };
    const offs = [on('enableTransmitFiles', refetch), on('taxStatusUpdated', refetch)];
    return () => offs.forEach((off) => off());
  }, [queryClient]);

  const record = taxStatus.data?.taxYear === taxYear ? taxStatus.data : undefined;
  const readiness = transmitReadiness({
    statusId,
    advancedTaxLocked: record?.advanced_tax_locked,
    hasActiveSubscription: subscription.data?.hasSubscription,
  });
  return { ...readiness, advancedTaxLocked: record?.advanced_tax_locked === true };
}

/** Advanced tax info is available from status 3, or once the 'available' event names this year. */
export function useAdvancedTaxInfoEnabled(taxYear: number, statusId: number): boolean {
  const [signalledYear, setSignalledYear] = useState<number | null>(null);
  useEffect(() => on('advancedTaxInfoAvailable', (event) => setSignalledYear(event.taxYear)), []);
  return isAdvancedTaxInfoAvailable(statusId) || signalledYear === taxYear;
}
