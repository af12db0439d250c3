import { useTranslation } from 'react-i18next';
import { SwitchField } from '@client/components/ui/Switch';
import type { StepProps } from './step-props';

/** Step 5: moved during the tax year, yes or no (unanswered counts as no when the step is left). */
export function StepMoved({ answers, update, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  return (
    <SwitchField
      id="wizard-movedDuringYear"
      label={t('moved.label', { year: taxYear })}
      description={t('moved.description')}
      checked={answers.movedDuringYear === 'yes'}
      onCheckedChange={(on) => update({ movedDuringYear: on ? 'yes' : 'no' })}
    />
  );
}
