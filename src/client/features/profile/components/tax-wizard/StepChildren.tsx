import { useTranslation } from 'react-i18next';
import {
  MAX_CHILDREN,
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  addChild,
  childrenToggle,
  clampChildAge,
  removeChild,
} from '@shared/domain/tax-questionnaire';
import { Field } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { SwitchField } from '@client/components/ui/Switch';
import type { StepProps } from './step-props';

/** A label beside its stepper, in one row. */
const ROW_LABEL = 'text-sm font-medium text-slate-800';

/**
 * Step 9: children. On starts with one child aged 7, off forgets count and ages; plus adds a
 * child aged 7, minus drops the last one but never the only one; ages are 0 to 18.
 */
export function StepChildren({ answers, update }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const ages = answers.childrenAges;
  const setAges = (next: number[]) => update({ childrenAges: next, numberOfChildren: next.length });
  const setAge = (index: number, age: number) => setAges(ages.map((a, i) => (i === index ? clampChildAge(age) : a)));

  return (
    <div className="flex flex-col gap-4">
      <SwitchField
        id="wizard-hasChildren"
        label={t('children.label')}
        description={t('children.description')}
        checked={answers.hasChildren === true}
        onCheckedChange={(on) => update(childrenToggle(on))}
      />
      {answers.hasChildren ? (
        <>
          <Field
            id="wizard-numberOfChildren"
            label={t('children.count')}
            labelClassName={ROW_LABEL}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
          >
            {(control) => (
              <NumberStepper
                {...control}
                value={ages.length}
                onDecrement={() => setAges(removeChild(ages))}
                onIncrement={() => setAges(addChild(ages))}
                decrementDisabled={ages.length <= 1}
                incrementDisabled={ages.length >= MAX_CHILDREN}
                decrementLabel={t('children.removeChild')}
                incrementLabel={t('children.addChild')}
              />
            )}
          </Field>
          <ul className="flex flex-col gap-2" aria-label={t('children.agesLabel')}>
            {ages.map((age, index) => (
              <li key={index}>
                <Field
                  id={`wizard-childAge-${index}`}
                  label={t('children.ageOf', { number: index + 1 })}
                  labelClassName={ROW_LABEL}
                  describedBy="wizard-childAge-hint"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
                >
                  {(control) => (
                    <NumberStepper
                      {...control}
                      value={age}
                      onInputChange={(text) => setAge(index, clampChildAge(text))}
                      onDecrement={() => setAge(index, age - 1)}
                      onIncrement={() => setAge(index, age + 1)}
                      decrementDisabled={age <= MIN_CHILD_AGE}
                      incrementDisabled={age >= MAX_CHILD_AGE}
                      decrementLabel={t('children.younger', { number: index + 1 })}
                      incrementLabel={t('children.older', { number: index + 1 })}
                    />
                  )}
                </Field>
              </li>
            ))}
          </ul>
          <p id="wizard-childAge-hint" className="text-sm text-slate-600">
            {t('children.ageHint', { min: MIN_CHILD_AGE, max: MAX_CHILD_AGE })}
          </p>
        </>
      ) : null}
    </div>
  );
}
