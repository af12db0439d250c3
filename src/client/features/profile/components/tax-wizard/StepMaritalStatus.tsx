import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MARITAL_STATUSES } from '@shared/contract/user';
import { Field } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import type { MaritalStatus } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

/** Step 7: marital status on 31 December of the tax year; married shows the joint-filing note. */
export function StepMaritalStatus({ answers, update, errorOf, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  return (
    <div>
      <Field
        id="wizard-maritalStatus"
        kind="group"
        label={t('maritalStatus.question', { year: taxYear })}
        labelClassName="mb-3 block text-slate-700"
        error={errorOf('maritalStatus')}
        required
      >
        {(control) => (
          <RadioCardGroup
            {...control}
            value={answers.maritalStatus}
            onValueChange={(value) => update({ maritalStatus: value as MaritalStatus })}
            options={MARITAL_STATUSES.map((value) => ({ value, label: t(`options.maritalStatus.${value}`) }))}
            className="sm:grid-cols-2"
          />
        )}
      </Field>
      <div aria-live="polite">
        {answers.maritalStatus === 'married' ? (
          <p className="mt-4 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950">
            <Users aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            {t('maritalStatus.jointFiling')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
