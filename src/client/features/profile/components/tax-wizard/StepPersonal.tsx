import { useTranslation } from 'react-i18next';
import { CountryCodeOptions } from '@client/components/CountryCodeOptions';
import { RELIGIONS, SALUTATIONS } from '@shared/contract/user';
import { phoneDigits, type CountryCode } from '@shared/domain/country-codes';
import { FieldError, FieldHint, Input, Label, NativeSelect } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { formatSwissDateAsTyped } from '@client/lib/swiss-date';
import type { Religion, Salutation } from '../../tax-wizard-answers';
import { describedBy, errorId, type StepProps } from './step-props';

/** Step 1: salutation, names, date of birth, religion, phone with country code, job title. */
export function StepPersonal({ answers, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const text = (field: 'firstName' | 'lastName' | 'jobName', autoComplete: string) => {
    const error = errorOf(field);
    return (
      <div>
        <Label htmlFor={`wizard-${field}`}>{t(`fields.${field}`)}</Label>
        <Input
          id={`wizard-${field}`}
          autoComplete={autoComplete}
          required
          value={answers[field]}
          onChange={(event) => update({ [field]: event.target.value })}
          onBlur={() => touch(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, error)}
        />
        <FieldError id={errorId(field)}>{error}</FieldError>
      </div>
    );
  };
  const salutationError = errorOf('salutation');
  const religionError = errorOf('religion');
  const dateError = errorOf('dateOfBirth');
  const phoneError = errorOf('phone');

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p id="wizard-salutation-label" className="mb-1.5 text-sm font-medium text-slate-800">
          {t('fields.salutation')}
        </p>
        <RadioCardGroup
          id="wizard-salutation"
          labelledBy="wizard-salutation-label"
          describedBy={describedBy('salutation', salutationError)}
          invalid={Boolean(salutationError)}
          value={answers.salutation}
          onValueChange={(value) => update({ salutation: value as Salutation })}
          options={SALUTATIONS.map((value) => ({ value, label: t(`options.salutation.${value}`) }))}
          className="grid-cols-2"
        />
        <FieldError id={errorId('salutation')}>{salutationError}</FieldError>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>

      <div>
        <Label htmlFor="wizard-dateOfBirth">{t('fields.dateOfBirth')}</Label>
        <Input
          id="wizard-dateOfBirth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('personal.datePlaceholder')}
          required
          value={answers.dateOfBirth}
          onChange={(event) => update({ dateOfBirth: formatSwissDateAsTyped(event.target.value) })}
          onBlur={() => touch('dateOfBirth')}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={describedBy('dateOfBirth', dateError, 'wizard-dateOfBirth-hint')}
          className="sm:max-w-56"
        />
        <FieldError id={errorId('dateOfBirth')}>{dateError}</FieldError>
        <FieldHint id="wizard-dateOfBirth-hint">{t('personal.dateHint')}</FieldHint>
      </div>

      <div>
        <p id="wizard-religion-label" className="mb-1.5 text-sm font-medium text-slate-800">
          {t('fields.religion')}
        </p>
        <RadioCardGroup
          id="wizard-religion"
          labelledBy="wizard-religion-label"
          describedBy={describedBy('religion', religionError)}
          invalid={Boolean(religionError)}
          value={answers.religion}
          onValueChange={(value) => update({ religion: value as Religion })}
          options={RELIGIONS.map((value) => ({ value, label: t(`options.religion.${value}`) }))}
          className="sm:grid-cols-2"
        />
        <FieldError id={errorId('religion')}>{religionError}</FieldError>
      </div>

      <div>
        <div className="grid grid-cols-[8.75rem_1fr] gap-3">
          <div>
            <Label htmlFor="wizard-countryCode">{t('fields.countryCode')}</Label>
            <NativeSelect
              id="wizard-countryCode"
              autoComplete="tel-country-code"
              value={answers.countryCode}
              onChange={(event) => update({ countryCode: event.target.value as CountryCode })}
            >
              <CountryCodeOptions />
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="wizard-phone">{t('fields.phone')}</Label>
            <Input
              id="wizard-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              value={answers.phone}
              onChange={(event) => update({ phone: phoneDigits(event.target.value) })}
              onBlur={() => touch('phone')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={describedBy('phone', phoneError, 'wizard-phone-hint')}
            />
          </div>
        </div>
        <FieldError id={errorId('phone')}>{phoneError}</FieldError>
        <FieldHint id="wizard-phone-hint">{t('personal.phoneHint')}</FieldHint>
      </div>

      {text('jobName', 'organization-title')}
    </div>
  );
}
