import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import { fetchSubscriptionStatus, subscriptionStatusQueryKey } from '@client/lib/api/get-subscription-status';
import { notificationsQueryKeyRoot } from '@client/lib/api/get-notifications';
import { userQueryKeyRoot } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { i18n } from '@client/lib/i18n';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { toast } from '@client/lib/toast';
import { paidTaxYearOf, waitForActiveSubscription } from './payment-confirmation';

/**
 * The payment page sends a person back to `/?payment=success&taxYear=Y`. The plan becomes active
 * when the provider's confirmation reaches our server, usually within seconds: say so, ask every
 * 2 s for up to 60 s, and report the outcome. The parameters leave the address at once, so a
 * reload does not start it again; the home screen shows the paid year.
 */
export function usePaymentReturn(): void {
  const [params, setParams] = useSearchParams();
  const { taxYear, setTaxYear } = useSelectedTaxYear();
  const queryClient = useQueryClient();
  const [paidYear] = useState(() => paidTaxYearOf(params));
  const payment = params.get('payment');

  useEffect(() => {
    if (payment === null) return;
    if (paidYear !== null && paidYear !== taxYear && isTaxYearOpen(paidYear, now())) setTaxYear(paidYear);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('payment');
        next.delete('taxYear');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payment, paidYear, taxYear, setParams, setTaxYear]);

  useEffect(() => {
    if (paidYear === null) return;
    const controller = new AbortController();
    toast({ title: i18n.t('home:payment.confirmingTitle'), description: i18n.t('home:payment.confirmingText', { year: paidYear }) });
    void waitForActiveSubscription((signal) => fetchSubscriptionStatus(paidYear, { signal }), { signal: controller.signal }).then((status) => {
      if (controller.signal.aborted) return;
      if (status?.subscription) {
        queryClient.setQueryData(subscriptionStatusQueryKey(paidYear), status);
        void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot });
        const plan = i18n.t(`home:payment.plans.${status.subscription.subscriptionType}`);
        toast({ title: i18n.t('home:payment.confirmedTitle'), description: i18n.t('home:payment.confirmedText', { plan, year: paidYear }) });
      } else {
        toast({ title: i18n.t('home:payment.slowTitle'), description: i18n.t('home:payment.slowText', { year: paidYear }) });
      }
    });
    return () => controller.abort();
  }, [paidYear, queryClient]);
}
