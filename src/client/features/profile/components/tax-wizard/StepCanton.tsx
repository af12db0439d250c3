import { useTranslation } from 'react-i18next';
import { cantonBySlug, cantonImagePath, cantonsSortedByName } from '@shared/domain/cantons';
import { CantonCoat } from '@client/components/CantonCoat';
import { Field } from '@client/components/ui/Field';
import { RadioCardGroup } from '@client/components/ui/RadioCardGroup';
import { currentLanguage } from '@client/lib/i18n';
import type { StepProps } from './step-props';

/** Step 2: the canton of residence as a grid of coats of arms, sorted by the name the person reads. */
export function StepCanton({ answers, update, errorOf, taxYear }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const language = currentLanguage();
  const selected = cantonBySlug(answers.cantonOfResidence);
  return (
    <div>
      <Field
        id="wizard-cantonOfResidence"
        kind="group"
        label={t('canton.question', { year: taxYear })}
        labelClassName="mb-3 block text-slate-700"
        error={errorOf('cantonOfResidence')}
        required
      >
        {(control) => (
          <RadioCardGroup
            {...control}
            value={answers.cantonOfResidence}
            onValueChange={(slug) => {
              // A tax number belongs to its canton's format: a new canton clears it (part 2 §5).
              if (slug !== answers.cantonOfResidence) update({ cantonOfResidence: slug, taxAddress: '' });
            }}
            options={cantonsSortedByName(language).map((canton) => ({
              value: canton.slug,
              label: canton.names[language],
              hint: canton.code,
              media: <CantonCoat name={canton.names[language]} src={cantonImagePath(canton.code)} className="h-12 w-10" />,
            }))}
            layout="tile"
            className="grid-cols-2 min-[360px]:grid-cols-3 sm:grid-cols-4"
          />
        )}
      </Field>
      <p aria-live="polite" className="mt-3 text-sm font-medium text-slate-800">
        {selected ? t('canton.selected', { canton: selected.names[language], code: selected.code }) : ''}
      </p>
    </div>
  );
}
