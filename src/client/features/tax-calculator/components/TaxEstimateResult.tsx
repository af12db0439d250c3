import { useTranslation } from 'react-i18next';
import type { TaxEstimate } from '@shared/contract/tax-calculator';
import { madeOnFirstUse } from '@shared/domain/made-on-first-use';
import { formatChf } from '@client/lib/format';
import type { CalculatorMunicipality, TaxableFigures } from '../calculator-form';
import { nameBesideCanton } from '@client/lib/municipality-name';

const percentFormat = madeOnFirstUse(() => new Intl.NumberFormat('de-CH', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * The income taxes as a share of the cantonal taxable income: the wealth tax is left out, as it
 * follows the wealth, not the income. Null without income (no rate to speak of).
 */
export function averageIncomeRate(estimate: TaxEstimate, incomeCanton: number): number | null {
  if (incomeCanton <= 0) return null;
  const incomeTaxes = estimate.total - estimate.wealthCanton - estimate.wealthMunicipality;
  return Math.max(0, incomeTaxes) / incomeCanton;
}

/** What the cantonal child credits and the like take off: the parts add up to more than the total. */
function creditOf(estimate: TaxEstimate): number {
  const parts = estimate.federal + estimate.canton + estimate.municipality + estimate.church + estimate.personal + estimate.wealthCanton + estimate.wealthMunicipality;
  return Math.max(0, parts - estimate.total);
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex items-baseline justify-between gap-4 border-t border-slate-300 pt-3' : 'flex items-baseline justify-between gap-4'}>
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={strong ? 'text-right text-lg font-bold tabular-nums text-slate-900' : 'text-right font-medium tabular-nums text-slate-900'}>{value}</dd>
    </div>
  );
}

type TaxEstimateResultProps = {
  estimate: TaxEstimate;
  taxable: TaxableFigures;
  municipality: CalculatorMunicipality;
  taxYear: number;
};

/** Every tax of the household in whole francs (de-CH), the total, the average rate and the source. */
export function TaxEstimateResult({ estimate, taxable, municipality, taxYear }: TaxEstimateResultProps) {
  const { t } = useTranslation('taxCalculator');
  const rate = averageIncomeRate(estimate, taxable.incomeCanton);
  const credit = creditOf(estimate);
  return (
    <div>
      <p className="text-sm text-slate-700">{t('result.for', { name: nameBesideCanton(municipality), canton: municipality.canton, taxYear })}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums text-slate-900">{formatChf(estimate.total)}</p>
      <p className="text-sm text-slate-700">{rate === null ? t('result.noRate') : t('result.rate', { rate: percentFormat().format(rate) })}</p>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('result.taxableTitle')}</h3>
      <dl className="mt-2 flex flex-col gap-1.5">
        <Row label={t('result.taxableIncomeCanton')} value={formatChf(taxable.incomeCanton)} />
        <Row label={t('result.taxableIncomeFederal')} value={formatChf(taxable.incomeFederal)} />
        <Row label={t('result.taxableWealth')} value={formatChf(taxable.wealth)} />
      </dl>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('result.taxesTitle')}</h3>
      <dl className="mt-2 flex flex-col gap-1.5">
        <Row label={t('result.federal')} value={formatChf(estimate.federal)} />
        <Row label={t('result.canton')} value={formatChf(estimate.canton)} />
        <Row label={t('result.municipality')} value={formatChf(estimate.municipality)} />
        <Row label={t('result.church')} value={formatChf(estimate.church)} />
        <Row label={t('result.personal')} value={formatChf(estimate.personal)} />
        <Row label={t('result.wealthCanton')} value={formatChf(estimate.wealthCanton)} />
        <Row label={t('result.wealthMunicipality')} value={formatChf(estimate.wealthMunicipality)} />
        {credit > 0 ? <Row label={t('result.credit')} value={`− ${formatChf(credit)}`} /> : null}
        <Row label={t('result.total')} value={formatChf(estimate.total)} strong />
      </dl>

      <p className="mt-4 text-sm text-slate-600">{t('result.source')}</p>
    </div>
  );
}
