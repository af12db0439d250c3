import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@client/components/ui/Field';
import { TAX_EFFICIENCY_YEARS } from '../tax-years-with-tables';

/** The years with ESTV tables, newest first. */
export function TaxYearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('taxEfficiency');
  return (
    <Field id="tax-efficiency-year" label={t('taxYear.label')} hint={t('taxYear.hint')} className="w-full sm:w-56">
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {TAX_EFFICIENCY_YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
