import { Check, CircleCheck, CreditCard, FileText, Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPlan, SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { Badge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { canBuy, type PlanOffer } from '../plan-offers';

const FEATURES: Record<SubscriptionPlanId, readonly ('experts' | 'ai' | 'encrypted' | 'auditInsurance' | 'prioritySupport')[]> = {
  basic: ['experts', 'ai', 'encrypted'],
  premium: ['experts', 'ai', 'encrypted', 'auditInsurance', 'prioritySupport'],
};

export type PaymentOptions =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; card: boolean; invoice: boolean };

type PlanCardProps = {
  plan: SubscriptionPlan;
  offer: PlanOffer;
  options: PaymentOptions;
  /** An open invoice for this plan exists: it is listed below the cards, no second one is offered. */
  hasOpenInvoice: boolean;
  /** The action of this card that is running. */
  pending: 'card' | 'invoice' | null;
  /** Another purchase is running: no second one meanwhile. */
  locked: boolean;
  onPayByCard: () => void;
  onPayByInvoice: () => void;
};

/**
 * One plan (spec part 2 'Subscription panel', §9): launch price with its asterisk, the list
 * price struck through, the saving, what it includes, and the ways to pay that really exist
 * on this server. Without online payment the card says so and offers no button.
 */
export function PlanCard({ plan, offer, options, hasOpenInvoice, pending, locked, onPayByCard, onPayByInvoice }: PlanCardProps) {
  const { t } = useTranslation('subscription');
  const headingId = useId();
  const name = t(`${plan.id}.name`);
  const buyable = canBuy(offer);
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border p-4',
        offer === 'current' ? 'border-green-300 bg-green-50/40' : plan.id === 'premium' ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {name}
        </h3>
        {offer === 'current' ? (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {t('yourPlan')}
          </Badge>
        ) : (
          <Badge tone="brand">{t('save', { percent: plan.savingsPercent })}</Badge>
        )}
      </div>
      <p className="mt-2">
        <span className="text-2xl font-bold tabular-nums text-slate-900">{formatRappenAsChf(plan.priceRappen)}*</span>
        <span className="ml-1 text-sm text-slate-700">{t('perYear')}</span>
      </p>
      <p className="text-sm text-slate-700">
        {t('insteadOf')} <s className="tabular-nums">{formatRappenAsChf(plan.listPriceRappen)}</s>
      </p>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-800">
        {FEATURES[plan.id].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        {offer === 'included' ? (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {t('included')}
          </p>
        ) : null}
        {offer === 'upgrade' ? <p className="mb-2 text-sm font-medium text-slate-800">{t('upgrade')}</p> : null}
        {buyable ? <PlanActions plan={plan.id} name={name} options={options} hasOpenInvoice={hasOpenInvoice} pending={pending} locked={locked} onPayByCard={onPayByCard} onPayByInvoice={onPayByInvoice} /> : null}
      </div>
    </li>
  );
}

type PlanActionsProps = Pick<PlanCardProps, 'options' | 'hasOpenInvoice' | 'pending' | 'locked' | 'onPayByCard' | 'onPayByInvoice'> & { plan: SubscriptionPlanId; name: string };

function PlanActions({ plan, name, options, hasOpenInvoice, pending, locked, onPayByCard, onPayByInvoice }: PlanActionsProps) {
  const { t } = useTranslation('subscription');
  if (options.state === 'loading') return <p className="text-sm text-slate-600">{t('optionsLoading')}</p>;
  if (options.state === 'failed') return null; // the panel says it once, with a retry
  return (
    <div className="flex flex-col gap-2">
      {options.card ? (
        <>
          <Button variant={plan === 'premium' ? 'primary' : 'secondary'} onClick={onPayByCard} disabled={locked} aria-label={pending === 'card' ? undefined : t('payByCardNamed', { plan: name })}>
            <CreditCard aria-hidden="true" className="h-5 w-5" />
            {pending === 'card' ? t('redirecting') : t('payByCard')}
          </Button>
          <p className="text-xs text-slate-600">{t('cardNote')}</p>
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('paymentNotConfigured')}
        </p>
      )}
      {options.invoice ? (
        hasOpenInvoice ? (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <FileText aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('invoiceOpen')}
          </p>
        ) : (
          <Button variant="secondary" onClick={onPayByInvoice} disabled={locked} aria-label={pending === 'invoice' ? undefined : t('payByInvoiceNamed', { plan: name })}>
            <FileText aria-hidden="true" className="h-5 w-5" />
            {pending === 'invoice' ? t('creatingInvoice') : t('payByInvoice')}
          </Button>
        )
      ) : null}
    </div>
  );
}
