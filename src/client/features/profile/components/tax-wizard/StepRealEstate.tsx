import { useTranslation } from 'react-i18next';
import { Field } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { SwitchField } from '@client/components/ui/Switch';
import type { StepProps } from './step-props';

/** Matches the profile schema's limit. */
const MAX_PROPERTIES = 100;

function clampProperties(text: string): number {
  const digits = text.replace(/\D+/g, '');
  return Math.min(MAX_PROPERTIES, Math.max(1, digits === '' ? 1 : Number(digits)));
}

/** Step 8: real estate ownership and, for owners, the number of properties. */
export function StepRealEstate({ answers, update }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const count = Math.max(1, answers.numberOfProperties);
  return (
    <div className="flex flex-col gap-4">
      <SwitchField
        id="wizard-propertyOwner"
        label={t('realEstate.label')}
        description={t('realEstate.description')}
        checked={answers.propertyOwner === true}
        onCheckedChange={(on) => update({ propertyOwner: on, numberOfProperties: on ? Math.max(1, answers.numberOfProperties) : 0 })}
      />
      {answers.propertyOwner ? (
        <Field
          id="wizard-numberOfProperties"
          label={t('realEstate.count')}
          labelClassName="text-sm font-medium text-slate-800"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
        >
          {(control) => (
            <NumberStepper
              {...control}
              value={count}
              onInputChange={(text) => update({ numberOfProperties: clampProperties(text) })}
              onDecrement={() => update({ numberOfProperties: Math.max(1, count - 1) })}
              onIncrement={() => update({ numberOfProperties: Math.min(MAX_PROPERTIES, count + 1) })}
              decrementDisabled={count <= 1}
              incrementDisabled={count >= MAX_PROPERTIES}
              decrementLabel={t('realEstate.fewer')}
              incrementLabel={t('realEstate.more')}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
