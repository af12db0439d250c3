import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PENSION_ENTITLEMENTS } from '@shared/contract/user';
import { pensionBand } from '@shared/domain/tax-questionnaire';
import { Field, Input } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { SwitchField } from '@client/components/ui/Switch';
import type { PensionEntitlement } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

/**
 * Step 11: pillar 3a, IV disability with the pension entitlement (the five bands; typing the
 * degree of disability picks the band), and AHV/IV benefits.
 */
export function StepPensionDisability({ answers, update }: StepProps) {
  const { t } = useTranslation('taxWizard');
  // Only a helper to find the band: the degree itself is not part of the profile.
  const [degree, setDegree] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <SwitchField
        id="wizard-hasPillar3a"
        label={t('pensionDisability.pillar3a')}
        description={t('pensionDisability.pillar3aDescription')}
        checked={answers.hasPillar3a === true}
        onCheckedChange={(on) => update({ hasPillar3a: on })}
      />
      <SwitchField
        id="wizard-isDisabled"
        label={t('pensionDisability.disability')}
        description={t('pensionDisability.disabilityDescription')}
        checked={answers.isDisabled === true}
        onCheckedChange={(on) => update({ isDisabled: on, pensionEntitlement: on ? answers.pensionEntitlement : 'none' })}
      />
      {answers.isDisabled ? (
        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3">
          <Field id="wizard-disabilityDegree" label={t('pensionDisability.degree')} hint={t('pensionDisability.degreeHint')}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={degree}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D+/g, '').slice(0, 3);
                  setDegree(digits);
                  if (digits !== '') update({ pensionEntitlement: pensionBand(Math.min(100, Number(digits))) });
                }}
                className="max-w-32"
              />
            )}
          </Field>
          <Field id="wizard-pensionEntitlement" kind="group" label={t('fields.pensionEntitlement')}>
            {(control) => (
              <RadioCardGroup
                {...control}
                value={answers.pensionEntitlement}
                onValueChange={(value) => update({ pensionEntitlement: value as PensionEntitlement })}
                options={PENSION_ENTITLEMENTS.map((value) => ({
                  value,
                  label: t(`options.pensionEntitlement.${value}.label`),
                  hint: t(`options.pensionEntitlement.${value}.band`),
                }))}
              />
            )}
          </Field>
        </div>
      ) : null}
      <SwitchField
        id="wizard-receivesAHVIV"
        label={t('pensionDisability.ahvIv')}
        description={t('pensionDisability.ahvIvDescription')}
        checked={answers.receivesAHVIV === true}
        onCheckedChange={(on) => update({ receivesAHVIV: on })}
      />
    </div>
  );
}
