import { useTranslation } from 'react-i18next';
import type { TaxEfficiencyAnalysis } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { formatChf } from '@client/lib/format';
import { formatPercent } from '../format-percent';

type HouseholdTaxes = TaxEfficiencyAnalysis['current'];

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2' : 'flex items-baseline justify-between gap-4'}>
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={strong ? 'text-lg font-bold tabular-nums text-slate-900' : 'font-medium tabular-nums text-slate-900'}>{value}</dd>
    </div>
  );
}

/** The total, the refund (or what is still to pay) and what the deductions save: the figures the page leads with. */
export function ResultSummary({ analysis, taxYear }: { analysis: TaxEfficiencyAnalysis; taxYear: number }) {
  const { t } = useTranslation('taxEfficiency');
  const { refund, savingsFromDeductions } = analysis;
  return (
    <Card className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-live="polite">
      <div className="sm:col-span-2">
        <p className="text-sm text-slate-700">{t('results.total')}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums text-slate-900" data-testid="tax-efficiency-total">
          {formatChf(analysis.current.taxes.total)}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-700">{refund !== null && refund < 0 ? t('results.toPay', { year: taxYear }) : t('results.refund', { year: taxYear })}</p>
        {refund === null ? (
          <p className="mt-1 text-sm text-slate-700">{t('results.refundUnknown')}</p>
        ) : (
          <p className="mt-1 text-2xl font-bold tracking-tight tabular-nums text-slate-900">{formatChf(Math.abs(refund))}</p>
        )}
      </div>
      <div>
        <p className="text-sm text-slate-700">{t('results.savings')}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight tabular-nums text-slate-900">{formatChf(savingsFromDeductions)}</p>
        <p className="mt-1 text-sm text-slate-600">{t('results.savingsText')}</p>
      </div>
    </Card>
  );
}

/** Taxable figures, each tax, the total and the rates of one year, with the source of the tables. */
export function TaxBreakdown({ taxes, taxYear }: { taxes: HouseholdTaxes; taxYear: number }) {
  const { t } = useTranslation('taxEfficiency');
  const { taxable } = taxes;
  const amounts = taxes.taxes;
  return (
    <Card className="flex flex-col gap-5">
      <section aria-labelledby="tax-efficiency-taxable">
        <h3 id="tax-efficiency-taxable" className="font-semibold text-slate-900">
          {t('results.taxableTitle')}
        </h3>
        <dl className="mt-2 flex flex-col gap-1.5">
          <Row label={t('results.incomeFederal')} value={formatChf(taxable.federal.taxableIncome)} />
          <Row label={t('results.incomeCanton')} value={formatChf(taxable.canton.taxableIncome)} />
          <Row label={t('results.taxableWealth')} value={formatChf(taxable.taxableWealth)} />
        </dl>
      </section>
      <section aria-labelledby="tax-efficiency-taxes">
        <h3 id="tax-efficiency-taxes" className="font-semibold text-slate-900">
          {t('results.taxesTitle')} {taxYear}
        </h3>
        <dl className="mt-2 flex flex-col gap-1.5">
          <Row label={t('results.federal')} value={formatChf(amounts.federal)} />
          <Row label={t('results.canton')} value={formatChf(amounts.canton)} />
          <Row label={t('results.municipality')} value={formatChf(amounts.municipality)} />
          <Row label={t('results.church')} value={formatChf(amounts.church)} />
          <Row label={t('results.personal')} value={formatChf(amounts.personal)} />
          <Row label={t('results.wealth')} value={formatChf(amounts.wealthCanton + amounts.wealthMunicipality)} />
          <Row label={t('results.total')} value={formatChf(amounts.total)} strong />
        </dl>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-700">{t('results.averageRate')}</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{formatPercent(taxes.averageRate)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('results.marginalRate')}</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{formatPercent(taxes.marginalRate)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('results.marginalHint')}</p>
      <p className="text-xs text-slate-600">{t('results.source')}</p>
    </Card>
  );
}
