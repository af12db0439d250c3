import { useTranslation } from 'react-i18next';
import { AHV_FORMAT, AHV_PLACEHOLDER, formatAhvAsTyped } from '@shared/domain/ahv';
import { cantonBySlug, cantonImagePath } from '@shared/domain/cantons';
import { formatTaxIdAsTyped, taxIdFormatFor } from '@shared/domain/tax-id-formats';
import { CantonCoat } from '@client/components/CantonCoat';
import { Field, Input } from '@client/components/ui/Field';
import { HelpPopover } from '@client/components/ui/HelpPopover';
import { currentLanguage } from '@client/lib/i18n';
import type { StepProps } from './step-props';

/** Step 3: the chosen canton, its tax ID number (required, formatted as typed) and the optional AHV number. */
export function StepTaxAddress({ answers, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('taxWizard');
  const language = currentLanguage();
  const canton = cantonBySlug(answers.cantonOfResidence);
  const format = taxIdFormatFor(answers.cantonOfResidence);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">{t('taxAddress.selectedCanton')}</p>
        {canton ? (
          <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
            <CantonCoat name={canton.names[language]} src={cantonImagePath(canton.code)} className="h-10 w-8" />
            <span className="font-semibold text-slate-900">{canton.names[language]}</span>
            <span className="text-sm text-slate-600">{canton.code}</span>
          </div>
        ) : (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">{t('taxAddress.noCanton')}</p>
        )}
      </div>

      <Field
        id="wizard-taxAddress"
        label={t('fields.taxAddress')}
        hint={
          format && canton
            ? t('taxAddress.taxIdInfo', { count: format.digitCount, canton: canton.names[language], format: format.format })
            : t('taxAddress.taxIdDisabled')
        }
        // Without a canton the number has no format yet: the missing canton is the error to show here.
        error={errorOf('taxAddress') ?? errorOf('cantonOfResidence')}
        required
        labelAside={
          <HelpPopover label={t('taxAddress.helpTrigger')} className="-mr-2 mb-0.5">
            <img
              src="/images/tax-letter-help.png"
              alt={t('taxAddress.helpAlt')}
              width={800}
              height={560}
              className="h-auto w-full rounded-lg border border-slate-200"
            />
            <p className="mt-2 text-sm text-slate-700">{t('taxAddress.helpCaption')}</p>
          </HelpPopover>
        }
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            disabled={!format}
            placeholder={format?.placeholder}
            value={answers.taxAddress}
            onChange={(event) => update({ taxAddress: formatTaxIdAsTyped(event.target.value, answers.cantonOfResidence) })}
            onBlur={() => touch('taxAddress')}
            className="font-mono tracking-wide"
          />
        )}
      </Field>

      <Field id="wizard-ahvNumber" label={t('taxAddress.ahvLabel')} hint={t('taxAddress.ahvInfo', { format: AHV_FORMAT })} error={errorOf('ahvNumber')}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder={AHV_PLACEHOLDER}
            value={answers.ahvNumber}
            onChange={(event) => update({ ahvNumber: formatAhvAsTyped(event.target.value) })}
            onBlur={() => touch('ahvNumber')}
            className="font-mono tracking-wide"
          />
        )}
      </Field>
    </div>
  );
}
