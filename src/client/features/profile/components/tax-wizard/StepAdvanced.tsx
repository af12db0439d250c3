import { useTranslation } from 'react-i18next';
import { alimonyToggleOff, isAlimonyVisible } from '@shared/domain/tax-questionnaire';
import { Field, Input } from '@client/components/ui/Field';
import { SwitchField } from '@client/components/ui/Switch';
import { formatAmountAsTyped, questionnaireProfile } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

/** Step 10: shares, foreign income, and alimony (asked only when divorced or separated with children). */
export function StepAdvanced({ answers, update }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const alimonyVisible = isAlimonyVisible(questionnaireProfile(answers));
  return (
    <div className="flex flex-col gap-4">
      <SwitchField
        id="wizard-hasInvestments"
        label={t('advanced.shares')}
        description={t('advanced.sharesDescription')}
        checked={answers.hasInvestments === true}
        onCheckedChange={(on) => update({ hasInvestments: on })}
      />
      <SwitchField
        id="wizard-hasForeignIncome"
        label={t('advanced.foreignIncome')}
        description={t('advanced.foreignIncomeDescription')}
        checked={answers.hasForeignIncome === true}
        onCheckedChange={(on) => update({ hasForeignIncome: on })}
      />
      {alimonyVisible ? (
        <>
          <SwitchField
            id="wizard-paysAlimony"
            label={t('advanced.alimony')}
            description={t('advanced.alimonyDescription')}
            checked={answers.paysAlimony === true}
            onCheckedChange={(on) => {
              if (on) update({ paysAlimony: true });
              else {
                const off = alimonyToggleOff();
                update({ paysAlimony: off.paysAlimony, alimonyAmount: '', alimonyDuration: off.alimonyDuration });
              }
            }}
          />
          {answers.paysAlimony ? (
            <div className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 sm:grid-cols-2">
              <Field id="wizard-alimonyAmount" label={t('advanced.alimonyAmount')}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="1200"
                    value={answers.alimonyAmount}
                    onChange={(event) => update({ alimonyAmount: formatAmountAsTyped(event.target.value) })}
                  />
                )}
              </Field>
              <Field id="wizard-alimonyDuration" label={t('advanced.alimonyDuration')} hint={t('advanced.alimonyDurationHint')}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="off"
                    maxLength={50}
                    value={answers.alimonyDuration}
                    onChange={(event) => update({ alimonyDuration: event.target.value })}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
