import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taxYearOptions } from '@shared/domain/tax-years';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { LazySelect } from './ui/LazySelect';

/**
 * Tax-year selector (spec part 1 §4.6): years follow the clock; a year not yet open for
 * filing is listed disabled with the reason.
 */
export function TaxYearSelect() {
  const { t } = useTranslation();
  const { taxYear, setTaxYear } = useSelectedTaxYear();
  const options = taxYearOptions(now());
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {t('taxYear.label')}
      </span>
      <LazySelect
        label={t('taxYear.label')}
        value={String(taxYear)}
        onValueChange={(value) => setTaxYear(Number(value))}
        icon={<CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-700" />}
        options={options.map((o) => ({
          value: String(o.year),
          label: o.available ? String(o.year) : `${o.year} – ${t('taxYear.notAvailable')}`,
          disabled: !o.available,
          hint: o.available ? undefined : t('taxYear.availableFrom', { year: o.year }),
        }))}
        display={String(taxYear)}
      />
    </div>
  );
}
