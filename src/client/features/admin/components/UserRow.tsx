import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/contract/admin';
import { FIRST_ADMIN_STATUS_YEAR } from '@shared/domain/tax-status';
import { PAYMENT_PERIODS, SOLD_PAYMENT_PERIOD, SUBSCRIPTION_PLAN_IDS, type PaymentPeriod, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { Badge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { Field, NativeSelect } from '@client/components/ui/Field';
import { SwitchField } from '@client/components/ui/Switch';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { formatDate } from '@client/lib/format';
import { toast } from '@client/lib/toast';
import { useAddSubscription } from '../api/add-subscription';
import { useSetInvoiceEligibility } from '../api/set-invoice-eligibility';
import { useSetUserRole } from '../api/set-user-role';
import { userActionErrorText } from '../status-error-text';

/** One person in the users card with the admin's actions on them. */
export function UserRow({ user, isSelf, years }: { user: AdminUser; isSelf: boolean; years: number[] }) {
  const { t } = useTranslation('admin');
  const setRole = useSetUserRole();
  const addSubscription = useAddSubscription();
  const setEligibility = useSetInvoiceEligibility();
  const [grantYear, setGrantYear] = useState(years[0] ?? FIRST_ADMIN_STATUS_YEAR);
  const [grantPlan, setGrantPlan] = useState<SubscriptionPlanId>('basic');
  const [grantPeriod, setGrantPeriod] = useState<PaymentPeriod>('full_year');
  const idPrefix = `admin-user-${user.id}`;
  const who = user.name || user.email;

  const failed = (error: unknown) => toast({ title: t('users.actionFailed'), description: userActionErrorText(t, error), variant: 'destructive' });

  return (
    <li className="rounded-xl border border-slate-200 p-4" aria-labelledby={`${idPrefix}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={`${idPrefix}-name`} className="font-semibold text-slate-900">
            {who}
          </p>
          <p className="break-all text-sm text-slate-700">{user.email}</p>
          <p className="text-xs text-slate-600">{t('users.meta', { id: user.id, date: formatDate(user.createdAt) })}</p>
        </div>
        <Badge tone={user.role === 'user' ? 'neutral' : 'brand'}>{t(`users.roles.${user.role}`)}</Badge>
      </div>

      {user.role !== 'admin' && !isSelf ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={setRole.isPending}
          onClick={() => {
            const role = user.role === 'expert' ? 'user' : 'expert';
            setRole.mutate(
              { userId: user.id, role },
              { onSuccess: () => toast({ title: t('users.roleChanged'), description: t(`users.roleChangedText.${role}`, { who }) }), onError: failed },
            );
          }}
        >
          {user.role === 'expert' ? t('users.makeUser') : t('users.makeExpert')}
        </Button>
      ) : null}

      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('users.subscriptions')}</h3>
      {user.subscriptions.length === 0 ? (
        <p className="text-sm text-slate-700">{t('users.noSubscriptions')}</p>
      ) : (
        <ul className="mt-1 text-sm text-slate-700">
          {user.subscriptions.map((s) => (
            <li key={`${s.taxYear}-${s.plan}`}>
              {t('users.subscriptionLine', { year: s.taxYear, plan: t(`plans.${s.plan}`), date: formatDate(s.expirationDate), source: t(`users.sources.${s.source}`) })}
            </li>
          ))}
        </ul>
      )}

      <fieldset className="mt-3 rounded-xl bg-slate-50 p-3">
        <legend className="sr-only">{t('users.grantTitle', { who })}</legend>
        <p aria-hidden="true" className="mb-2 text-sm font-medium text-slate-800">
          {t('users.grant')}
        </p>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2">
          <Field id={`${idPrefix}-year`} label={t('users.taxYear')}>
            {(control) => (
              <NativeSelect {...control} value={grantYear} onChange={(e) => setGrantYear(Number(e.target.value))}>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id={`${idPrefix}-plan`} label={t('users.plan')}>
            {(control) => (
              <NativeSelect {...control} value={grantPlan} onChange={(e) => setGrantPlan(e.target.value as SubscriptionPlanId)}>
                {SUBSCRIPTION_PLAN_IDS.map((plan) => (
                  <option key={plan} value={plan}>
                    {t(`plans.${plan}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id={`${idPrefix}-period`} label={t('users.period')}>
            {(control) => (
              <NativeSelect {...control} value={grantPeriod} onChange={(e) => setGrantPeriod(e.target.value as PaymentPeriod)}>
                {PAYMENT_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`users.periods.${period}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={addSubscription.isPending}
          onClick={() =>
            addSubscription.mutate(
              { userId: user.id, taxYear: grantYear, plan: grantPlan, paymentPeriod: grantPeriod, paidBy: 'grant' },
              { onSuccess: () => toast({ title: t('users.granted'), description: t('users.grantedText', { who, year: grantYear, plan: t(`plans.${grantPlan}`) }) }), onError: failed },
            )
          }
        >
          {t('users.grantButton')}
        </Button>
      </fieldset>

      {user.openInvoices.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('users.openInvoices')}</h3>
          <ul className="mt-1 flex flex-col gap-2">
            {user.openInvoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
                <span>
                  {t('users.invoiceLine', { year: invoice.taxYear, plan: t(`plans.${invoice.plan}`), amount: formatRappenAsChf(invoice.amountRappen), reference: invoice.reference })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={addSubscription.isPending}
                  onClick={() =>
                    addSubscription.mutate(
                      { userId: user.id, taxYear: invoice.taxYear, plan: invoice.plan, paymentPeriod: SOLD_PAYMENT_PERIOD, paidBy: 'invoice', invoiceId: invoice.id },
                      { onSuccess: () => toast({ title: t('users.paymentRecorded'), description: t('users.paymentRecordedText', { who, year: invoice.taxYear }) }), onError: failed },
                    )
                  }
                >
                  {t('users.recordPayment')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <SwitchField
        className="mt-3"
        id={`${idPrefix}-eligible`}
        label={t('users.invoiceEligible')}
        checked={user.invoiceEligible}
        disabled={setEligibility.isPending}
        onCheckedChange={(eligible) => setEligibility.mutate({ userId: user.id, eligible }, { onError: failed })}
      />
    </li>
  );
}
