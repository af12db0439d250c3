import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@shared/contract/user';
import { FieldError } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import type { EmploymentType } from '../../tax-wizard-answers';
import { describedBy, errorId, type StepProps } from './step-props';

/** Step 12: employment type. */
export function StepEmployment({ answers, update, errorOf, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const error = errorOf('employmentType');
  return (
    <div>
      <p id="wizard-employmentType-label" className="mb-3 text-slate-700">
        {t('employment.question', { year: taxYear })}
      </p>
      <RadioCardGroup
        id="wizard-employmentType"
        labelledBy="wizard-employmentType-label"
        describedBy={describedBy('employmentType', error)}
        invalid={Boolean(error)}
        value={answers.employmentType}
        onValueChange={(value) => update({ employmentType: value as EmploymentType })}
        options={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`options.employmentType.${value}`) }))}
        className="sm:grid-cols-2"
      />
      <FieldError id={errorId('employmentType')}>{error}</FieldError>
    </div>
  );
}
