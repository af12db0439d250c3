import { useTranslation } from 'react-i18next';
import { SwitchField } from '@client/components/ui/Switch';
import type { StepProps } from './step-props';

/** Step 6: firefighter duty in the tax year. */
export function StepFirefighter({ answers, update, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  return (
    <SwitchField
      id="wizard-isFirefighter"
      label={t('firefighter.label', { year: taxYear })}
      description={t('firefighter.description')}
      checked={answers.isFirefighter === true}
      onCheckedChange={(on) => update({ isFirefighter: on })}
    />
  );
}
