import { useTranslation } from 'react-i18next';
import type { TaxEfficiencyAnalysis } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { formatChf } from '@client/lib/format';

/** This year's total against the same figures under the year before's tables. */
export function YearComparison({ analysis, taxYear }: { analysis: TaxEfficiencyAnalysis; taxYear: number }) {
  const { t } = useTranslation('taxEfficiency');
  const previous = analysis.previousTaxYear;
  const heading = (
    <h2 className="text-lg font-semibold text-slate-900">{t('comparison.title', { year: taxYear, previous })}</h2>
  );
  if (!analysis.previous) {
    return (
      <Card>
        {heading}
        <p className="mt-2 text-slate-700">{t('comparison.noTables', { previous })}</p>
      </Card>
    );
  }
  const current = analysis.current.taxes.total;
  const before = analysis.previous.taxes.total;
  const difference = current - before;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '';
  const sentence =
    difference === 0
      ? t('comparison.same', { previous })
      : t(difference > 0 ? 'comparison.more' : 'comparison.less', { amount: formatChf(Math.abs(difference)), previous });
  return (
    <Card>
      {heading}
      <p className="mt-1 text-sm text-slate-600">{t('comparison.text', { previous })}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-slate-700">{taxYear}</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900">{formatChf(current)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{previous}</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900">{formatChf(before)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('comparison.difference')}</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900">
            {sign}
            {sign ? '\u202f' : ''}
            {formatChf(Math.abs(difference))}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-700">{sentence}</p>
    </Card>
  );
}
