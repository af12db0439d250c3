import { useQueryClient } from '@tanstack/react-query';
import { Info, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { SUBSCRIPTION_PLANS, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { isApiError, isSessionExpired } from '@client/lib/api-client';
import { subscriptionStatusQueryKey, useSubscriptionStatus } from '@client/lib/api/get-subscription-status';
import { formatDate } from '@client/lib/format';
import { toast } from '@client/lib/toast';
import { useCreateInvoice } from '../api/create-invoice';
import { useConfig } from '../api/get-config';
import { useInvoiceEligibility } from '../api/get-invoice-eligibility';
import { useInvoices } from '../api/get-invoices';
import { useStartCheckout } from '../api/start-checkout';
import { leaveForPayment } from '../leave-for-payment';
import { currentPlanOf, paymentWays, planOffer } from '../plan-offers';
import { subscriptionErrorText } from '../subscription-error-text';
import { usePaymentCancelled } from '../use-payment-cancelled';
import { OpenInvoices } from './OpenInvoices';
import { PlanCard, type PaymentOptions } from './PlanCard';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/** Other pages link here: `/profile#plans`. */
export const PLANS_ANCHOR = 'plans';

/**
 * The plan panel of the profile page (spec part 2 'Subscription panel', §9; issue 7): the
 * year's subscription, the two plans, and the ways to pay this server really offers — card
 * (Stripe Checkout) and, for eligible customers, a QR-bill invoice.
 */
export function SubscriptionPanel({ taxYear }: { taxYear: number }) {
  const { t } = useTranslation('subscription');
  const queryClient = useQueryClient();
  const location = useLocation();
  const panel = useRef<HTMLElement>(null);
  const status = useSubscriptionStatus(taxYear);
  const config = useConfig();
  const invoicesConfigured = config.data?.invoicePayment === true;
  const eligibility = useInvoiceEligibility({ enabled: invoicesConfigured });
  const invoices = useInvoices(taxYear, { enabled: invoicesConfigured });
  const checkout = useStartCheckout();
  const createInvoice = useCreateInvoice();
  const { cancelled, dismiss } = usePaymentCancelled();

  const linkedHere = location.hash === `#${PLANS_ANCHOR}`;
  useEffect(() => {
    // A link to /profile#plans, or the way back from a cancelled payment, lands on the panel.
    if (linkedHere || cancelled) panel.current?.scrollIntoView({ block: 'start' });
  }, [linkedHere, cancelled]);

  const resetCheckout = checkout.reset;
  useEffect(() => {
    // Coming back from the payment page with the browser's back button restores this page as it was left.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [resetCheckout]);

  const current = currentPlanOf(status.data);
  const options: PaymentOptions =
    status.isError || config.isError
      ? { state: 'failed' }
      : status.isPending || config.isPending || (invoicesConfigured && eligibility.isPending)
        ? { state: 'loading' }
        : {
            state: 'ready',
            ...paymentWays({ onlinePayment: config.data?.onlinePayment, invoicePayment: config.data?.invoicePayment, invoiceEligible: eligibility.data?.eligible }),
          };
  const openInvoices = (invoices.data ?? []).filter((invoice) => invoice.status === 'open' && invoice.taxYear === taxYear);
  // Leaving for the payment page takes a moment after the answer: stay busy until the page goes.
  const redirecting = checkout.isPending || checkout.isSuccess;
  const busy = redirecting || createInvoice.isPending;

  const failed = (titleKey: 'toasts.checkoutFailedTitle' | 'toasts.invoiceFailedTitle') => (error: unknown) => {
    if (isSessionExpired(error)) return;
    if (isApiError(error) && error.code === ERROR_CODES.alreadySubscribed) {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey(taxYear) });
    }
    toast({ title: t(titleKey), description: subscriptionErrorText(t, error), variant: 'destructive' });
  };

  const payByCard = (plan: SubscriptionPlanId) =>
    checkout.mutate({ taxYear, plan }, { onSuccess: ({ url }) => leaveForPayment(url), onError: failed('toasts.checkoutFailedTitle') });

  const payByInvoice = (plan: SubscriptionPlanId) =>
    createInvoice.mutate(
      { taxYear, plan },
      {
        onSuccess: () => toast({ title: t('toasts.invoiceCreatedTitle'), description: t('toasts.invoiceCreatedText') }),
        onError: failed('toasts.invoiceFailedTitle'),
      },
    );

  return (
    <Card>
      <section ref={panel} id={PLANS_ANCHOR} aria-labelledby="plans-title" className="scroll-mt-24">
        <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
          {t('title', { year: taxYear })}
        </h2>
        {cancelled ? (
          <div role="status" className="mt-3 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950">
            <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t('cancelled.title')}</p>
              <p className="mt-0.5 text-sm">{t('cancelled.text')}</p>
            </div>
            <Button variant="ghost" size="icon" className="-m-2" onClick={dismiss} aria-label={t('cancelled.dismiss')}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        ) : null}
        <div className="mt-2 text-sm text-slate-700" aria-live="polite">
          {status.data ? (
            current && status.data.subscription ? (
              <p className="font-medium text-slate-900">
                {t('status.active', { plan: t(`${current}.name`), date: formatDate(status.data.subscription.expirationDate) })}
              </p>
            ) : (
              <p>{t('status.none')}</p>
            )
          ) : status.isError ? (
            <LoadFailedCard variant="inline" message={t('status.failed')} onRetry={() => void status.refetch()} retrying={status.isFetching} />
          ) : (
            <p className="flex items-center gap-2">
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin text-brand-600" />
              {t('status.loading')}
            </p>
          )}
          {config.isError ? (
            <LoadFailedCard variant="inline" className="mt-2" message={t('optionsFailed')} onRetry={() => void config.refetch()} retrying={config.isFetching} />
          ) : null}
        </div>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SUBSCRIPTION_PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              offer={planOffer(plan.id, current)}
              options={options}
              hasOpenInvoice={openInvoices.some((invoice) => invoice.plan === plan.id)}
              pending={
                redirecting && checkout.variables?.plan === plan.id
                  ? 'card'
                  : createInvoice.isPending && createInvoice.variables?.plan === plan.id
                    ? 'invoice'
                    : null
              }
              locked={busy}
              onPayByCard={() => payByCard(plan.id)}
              onPayByInvoice={() => payByInvoice(plan.id)}
            />
          ))}
        </ul>
        <OpenInvoices taxYear={taxYear} invoices={openInvoices} />
        <p className="mt-3 text-xs text-slate-600">{t('footnote')}</p>
      </section>
    </Card>
  );
}
