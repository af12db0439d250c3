import { Check, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_PLANS, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { Badge } from '@client/components/ui/Badge';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { formatChf } from '@client/lib/format';
import { useConfig } from '../api/get-config';

const FEATURES: Record<SubscriptionPlanId, readonly ('experts' | 'ai' | 'encrypted' | 'auditInsurance' | 'prioritySupport')[]> = {
  basic: ['experts', 'ai', 'encrypted'],
  premium: ['experts', 'ai', 'encrypted', 'auditInsurance', 'prioritySupport'],
};

function paymentLink(paymentUrl: string | null | undefined, plan: SubscriptionPlanId): string | null {
  if (!paymentUrl) return null;
  try {
    const url = new URL(paymentUrl, window.location.origin);
    url.searchParams.set('plan', plan);
    return url.toString();
  } catch {
    return null;
  }
}

/** Plan panel (spec part 2 'Subscription panel', §9): launch prices with asterisks, buying happens on the payment page. */
export function SubscriptionPlans({ currentPlan }: { currentPlan: 'none' | 'basic' | 'premium' }) {
  const { t } = useTranslation('profile');
  const config = useConfig();
  const paymentUrl: string | null = null;

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('plans.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {currentPlan === 'none' ? t('plans.noPlan') : t('plans.current', { plan: t(`plans.${currentPlan}.name`) })}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SUBSCRIPTION_PLANS.map((plan) => {
          const link = paymentLink(paymentUrl, plan.id);
          const isCurrent = currentPlan === plan.id;
          return (
            <li key={plan.id} className={cn('flex flex-col rounded-2xl border p-4', plan.id === 'premium' ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200')}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{t(`plans.${plan.id}.name`)}</h3>
                {isCurrent ? <Badge tone="success">{t('plans.yourPlan')}</Badge> : <Badge tone="brand">{t('plans.save', { percent: plan.savingsPercent })}</Badge>}
              </div>
              <p className="mt-2">
                <span className="text-2xl font-bold text-slate-900">{formatChf(plan.priceRappen / 100)}*</span>
                <span className="ml-1 text-sm text-slate-700">{t('plans.perYear')}</span>
              </p>
              <p className="text-sm text-slate-700">
                {t('plans.insteadOf')} <s>{formatChf(plan.listPriceRappen / 100)}</s>
              </p>
              <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-800">
                {FEATURES[plan.id].map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {t(`plans.features.${feature}`)}
                  </li>
                ))}
              </ul>
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses(plan.id === 'premium' ? 'primary' : 'secondary', 'md', 'mt-4')}
                >
                  {t('plans.choose', { plan: t(`plans.${plan.id}.name`) })}
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{t('plans.newTab')}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {config.isFetched && !config.data?.onlinePayment ? <p className="mt-3 text-sm font-medium text-slate-800">{t('plans.paymentUnavailable')}</p> : null}
      <p className="mt-3 text-xs text-slate-600">{t('plans.footnote')}</p>
    </Card>
  );
}
