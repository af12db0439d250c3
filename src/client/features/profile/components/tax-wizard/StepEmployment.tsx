import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@shared/contract/user';
import { Field } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import type { EmploymentType } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

/** Step 12: employment type. */
export function StepEmployment({ answers, update, errorOf, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  return (
    <Field
      id="wizard-employmentType"
      kind="group"
      label={t('employment.question', { year: taxYear })}
      labelClassName="mb-3 block text-slate-700"
      error={errorOf('employmentType')}
      required
    >
      {(control) => (
        <RadioCardGroup
          {...control}
          value={answers.employmentType}
          onValueChange={(value) => update({ employmentType: value as EmploymentType })}
          options={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`options.employmentType.${value}`) }))}
          className="sm:grid-cols-2"
        />
      )}
    </Field>
  );
}
