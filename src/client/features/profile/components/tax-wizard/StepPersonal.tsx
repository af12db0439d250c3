import { useTranslation } from 'react-i18next';
import { CountryCodeOptions } from '@client/components/CountryCodeOptions';
import { RELIGIONS, SALUTATIONS } from '@shared/contract/user';
import { normalizePhone, phoneAsTyped, type CountryCode } from '@shared/domain/country-codes';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { formatSwissDateAsTyped } from '@client/lib/swiss-date';
import type { Religion, Salutation } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

/** Step 1: salutation, names, date of birth, religion, phone with country code, job title. */
export function StepPersonal({ answers, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const text = (field: 'firstName' | 'lastName' | 'jobName', autoComplete: string) => (
    <Field id={`wizard-${field}`} label={t(`fields.${field}`)} error={errorOf(field)} required>
      {(control) => (
        <Input
          {...control}
          autoComplete={autoComplete}
          value={answers[field]}
          onChange={(event) => update({ [field]: event.target.value })}
          onBlur={() => touch(field)}
        />
      )}
    </Field>
  );

  return (
    <div className="flex flex-col gap-5">
      <Field id="wizard-salutation" kind="group" label={t('fields.salutation')} error={errorOf('salutation')} required>
        {(control) => (
          <RadioCardGroup
            {...control}
            value={answers.salutation}
            onValueChange={(value) => update({ salutation: value as Salutation })}
            options={SALUTATIONS.map((value) => ({ value, label: t(`options.salutation.${value}`) }))}
            className="grid-cols-2"
          />
        )}
      </Field>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>

      <Field id="wizard-dateOfBirth" label={t('fields.dateOfBirth')} hint={t('personal.dateHint')} error={errorOf('dateOfBirth')} required>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('personal.datePlaceholder')}
            value={answers.dateOfBirth}
            onChange={(event) => update({ dateOfBirth: formatSwissDateAsTyped(event.target.value) })}
            onBlur={() => touch('dateOfBirth')}
            className="sm:max-w-56"
          />
        )}
      </Field>

      <Field id="wizard-religion" kind="group" label={t('fields.religion')} error={errorOf('religion')} required>
        {(control) => (
          <RadioCardGroup
            {...control}
            value={answers.religion}
            onValueChange={(value) => update({ religion: value as Religion })}
            options={RELIGIONS.map((value) => ({ value, label: t(`options.religion.${value}`) }))}
            className="sm:grid-cols-2"
          />
        )}
      </Field>

      <div className="grid grid-cols-[8.75rem_1fr] gap-3">
        <Field id="wizard-countryCode" label={t('fields.countryCode')}>
          {(control) => (
            <NativeSelect
              {...control}
              autoComplete="tel-country-code"
              value={answers.countryCode}
              onChange={(event) => update({ countryCode: event.target.value as CountryCode })}
            >
              <CountryCodeOptions />
            </NativeSelect>
          )}
        </Field>
        <Field id="wizard-phone" label={t('fields.phone')} hint={t('personal.phoneHint')} error={errorOf('phone')} required>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={answers.phone}
              onChange={(event) => update({ phone: phoneAsTyped(event.target.value) })}
              onBlur={() => {
                // Shows the number as the server stores it: without the country code typed again or the trunk 0.
                const national = normalizePhone(answers.phone, answers.countryCode);
                if (national !== '' && national !== answers.phone) update({ phone: national });
                touch('phone');
              }}
            />
          )}
        </Field>
      </div>

      {text('jobName', 'organization-title')}
    </div>
  );
}
