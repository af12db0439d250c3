import { useTranslation } from 'react-i18next';
import { HOUSING_SITUATIONS } from '@shared/contract/user';
import { AddressSearch, addressFromSuggestion } from '@client/components/AddressSearch';
import { Field, Input } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import type { HousingSituation } from '../../tax-wizard-answers';
import type { StepProps } from './step-props';

type AddressField = 'street' | 'zipCode' | 'city' | 'gemeinde';

/** Step 4: address search, then street, ZIP, city and municipality (filled by a suggestion or typed), and housing. */
export function StepAddress({ answers, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const field = (name: AddressField, autoComplete: string, extra: { inputMode?: 'numeric'; hint?: string; className?: string } = {}) => (
    <Field id={`wizard-${name}`} label={t(`fields.${name}`)} hint={extra.hint} error={errorOf(name)} required className={extra.className}>
      {(control) => (
        <Input
          {...control}
          autoComplete={autoComplete}
          inputMode={extra.inputMode}
          value={answers[name]}
          onChange={(event) => update({ [name]: event.target.value })}
          onBlur={() => touch(name)}
        />
      )}
    </Field>
  );

  return (
    <div className="flex flex-col gap-5">
      <AddressSearch
        id="wizard-address-search"
        onSelect={(suggestion) => update(addressFromSuggestion(suggestion, answers.street))}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr]">
        {field('street', 'street-address', { className: 'sm:col-span-2' })}
        {field('zipCode', 'postal-code', { inputMode: 'numeric' })}
        {field('city', 'address-level2')}
        {field('gemeinde', 'off', { hint: t('address.gemeindeHint'), className: 'sm:col-span-2' })}
      </div>

      <Field id="wizard-housingSituation" kind="group" label={t('address.housingQuestion')}>
        {(control) => (
          <RadioCardGroup
            {...control}
            value={answers.housingSituation}
            onValueChange={(value) => update({ housingSituation: value as HousingSituation })}
            options={HOUSING_SITUATIONS.map((value) => ({ value, label: t(`options.housingSituation.${value}`) }))}
            className="sm:grid-cols-2"
          />
        )}
      </Field>
    </div>
  );
}
