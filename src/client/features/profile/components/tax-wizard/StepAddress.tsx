import { useTranslation } from 'react-i18next';
import { HOUSING_SITUATIONS } from '@shared/contract/user';
import { AddressSearch, streetLine } from '@client/components/AddressSearch';
import { FieldError, FieldHint, Input, Label } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import type { HousingSituation } from '../../tax-wizard-answers';
import { describedBy, errorId, type StepProps } from './step-props';

type AddressField = 'street' | 'zipCode' | 'city' | 'gemeinde';

/** Step 4: address search, then street, ZIP, city and municipality (filled by a suggestion or typed), and housing. */
export function StepAddress({ answers, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const field = (name: AddressField, autoComplete: string, extra: { inputMode?: 'numeric'; hint?: string; className?: string } = {}) => {
    const error = errorOf(name);
    const hintId = extra.hint ? `wizard-${name}-hint` : undefined;
    return (
      <div className={extra.className}>
        <Label htmlFor={`wizard-${name}`}>{t(`fields.${name}`)}</Label>
        <Input
          id={`wizard-${name}`}
          autoComplete={autoComplete}
          inputMode={extra.inputMode}
          required
          value={answers[name]}
          onChange={(event) => update({ [name]: event.target.value })}
          onBlur={() => touch(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, ...(hintId ? [hintId] : []))}
        />
        <FieldError id={errorId(name)}>{error}</FieldError>
        {extra.hint ? <FieldHint id={hintId}>{extra.hint}</FieldHint> : null}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <AddressSearch
        id="wizard-address-search"
        onSelect={(suggestion) =>
          update({ street: streetLine(suggestion), zipCode: suggestion.postalCode, city: suggestion.city, gemeinde: suggestion.gemeinde })
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr]">
        {field('street', 'street-address', { className: 'sm:col-span-2' })}
        {field('zipCode', 'postal-code', { inputMode: 'numeric' })}
        {field('city', 'address-level2')}
        {field('gemeinde', 'off', { hint: t('address.gemeindeHint'), className: 'sm:col-span-2' })}
      </div>

      <div>
        <p id="wizard-housing-label" className="mb-1.5 text-sm font-medium text-slate-800">
          {t('address.housingQuestion')}
        </p>
        <RadioCardGroup
          id="wizard-housingSituation"
          labelledBy="wizard-housing-label"
          value={answers.housingSituation}
          onValueChange={(value) => update({ housingSituation: value as HousingSituation })}
          options={HOUSING_SITUATIONS.map((value) => ({ value, label: t(`options.housingSituation.${value}`) }))}
          className="sm:grid-cols-2"
        />
      </div>
    </div>
  );
}
