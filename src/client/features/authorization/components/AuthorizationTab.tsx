import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authorizationSettingsSchema, type AdvancedTaxInfo, type AuthorizationSettings } from '@shared/contract/advanced-tax-info';
import { AHV_FORMAT, AHV_PLACEHOLDER, formatAhvAsTyped } from '@shared/domain/ahv';
import { cantonBySlug, cantonImagePath, cantonsSortedByName, type CantonSlug } from '@shared/domain/cantons';
import { formatTaxIdAsTyped, taxIdFormatFor } from '@shared/domain/tax-id-formats';
import { CantonCoat } from '@client/components/CantonCoat';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { Spinner } from '@client/components/ui/Spinner';
import { SwitchField } from '@client/components/ui/Switch';
import { useUser } from '@client/lib/api/get-user';
import { currentLanguage, validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { powerOfAttorneyUrl } from '../api/power-of-attorney-url';
import { useSaveAuthorization } from '../api/save-authorization';
import { authorizationFormDefaults } from './authorization-defaults';

export type AuthorizationTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/**
 * Authorization tab (spec part 2 'Advanced tax information page', §5): three cards that can be
 * switched on and off – tax number, AHV number, power of attorney. The power of attorney is
 * always on: every save needs the person's consent.
 */
export function AuthorizationTab({ taxYear, info, locked, documents }: AuthorizationTabProps) {
  const { t } = useTranslation('advancedSections');
  const user = useUser(taxYear);
  // Never saved: the form starts from the profile, so it waits for it (a failed load starts empty).
  if (!info.authorization && user.isPending) return <Spinner label={t('common.loading')} className="py-8" />;
  return (
    <AuthorizationForm
      key={taxYear}
      taxYear={taxYear}
      locked={locked}
      documents={documents}
      defaults={authorizationFormDefaults(info.authorization, user.data)}
    />
  );
}

const ids = {
  canton: 'authorization-canton',
  tinNumber: 'authorization-tin-number',
  ahvNumber: 'authorization-ahv-number',
  consent: 'authorization-poa-consent',
} as const;

function AuthorizationForm({
  taxYear,
  locked,
  documents,
  defaults,
}: {
  taxYear: number;
  locked: boolean;
  documents?: ReactNode;
  defaults: AuthorizationSettings;
}) {
  const { t } = useTranslation('advancedSections');
  const language = currentLanguage();
  const save = useSaveAuthorization(taxYear);
  const form = useForm<AuthorizationSettings>({
    resolver: zodResolver(authorizationSettingsSchema),
    defaultValues: defaults,
    // A wrong format shows as soon as the person leaves the field (part 2 §5).
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [taxAddressEnabled, ahvNumberEnabled, cantonSlug] = useWatch({
    control: form.control,
    name: ['taxAddressEnabled', 'ahvNumberEnabled', 'canton'],
  });
  const canton = cantonBySlug(cantonSlug);
  const format = taxIdFormatFor(cantonSlug);

  const tinError =
    errors.tinNumber?.message === 'taxNumberFormat' && format
      ? t('authorization.taxNumber.formatError', { format: format.format })
      : errors.tinNumber?.message
        ? validationText(errors.tinNumber.message)
        : undefined;
  const cantonError = errors.canton?.message ? validationText(errors.canton.message) : undefined;
  const ahvError = errors.ahvNumber?.message ? validationText(errors.ahvNumber.message) : undefined;
  const consentError = errors.powerOfAttorneyAccepted?.message ? validationText(errors.powerOfAttorneyAccepted.message) : undefined;

  const onInvalid = (invalid: FieldErrors<AuthorizationSettings>) => {
    const onlyConsent = Object.keys(invalid).every((key) => key === 'powerOfAttorneyAccepted');
    if (invalid.powerOfAttorneyAccepted && onlyConsent) {
      document.getElementById(ids.consent)?.focus();
      toast({ title: t('authorization.toasts.consentTitle'), description: t('authorization.toasts.consentText'), variant: 'destructive' });
      return;
    }
    toast({ title: t('authorization.toasts.failedTitle'), description: t('authorization.toasts.invalidText'), variant: 'destructive' });
  };

  const submit = form.handleSubmit((settings) => {
    save.mutate(settings, {
      onSuccess: () => {
        form.reset(settings);
        toast({ title: t('authorization.toasts.savedTitle'), description: t('authorization.toasts.savedText', { year: taxYear }) });
      },
      onError: (error) => toastSectionSaveFailure(error, t('authorization.toasts.failedTitle'), (reason) => t(`errors.${reason}`)),
    });
  }, onInvalid);

  return (
    <SectionForm
      title={t('authorization.title')}
      intro={t('authorization.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('authorization.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="authorization-documents"
    >
      <Card className="overflow-hidden p-0!">
        <Controller
          control={form.control}
          name="taxAddressEnabled"
          render={({ field }) => (
            <SwitchField
              id="authorization-tax-address-enabled"
              label={t('authorization.taxNumber.cardTitle')}
              description={t('authorization.taxNumber.cardText')}
              checked={field.value}
              onCheckedChange={field.onChange}
              className="rounded-none border-0! px-5! py-4!"
            />
          )}
        />
        {taxAddressEnabled ? (
          <div className="flex flex-col gap-4 border-t border-slate-200 px-5 py-4">
            <Controller
              control={form.control}
              name="canton"
              render={({ field }) => (
                <Field id={ids.canton} label={t('authorization.taxNumber.canton')} error={cantonError}>
                  {(control) => (
                    <div className="flex items-center gap-3">
                      {canton ? <CantonCoat name={canton.names[language]} src={cantonImagePath(canton.code)} className="h-11 w-9" /> : null}
                      <NativeSelect
                        {...control}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onBlur={field.onBlur}
                        onChange={(event) => {
                          const next = (event.target.value || null) as CantonSlug | null;
                          if (next === field.value) return;
                          field.onChange(next);
                          // A tax number belongs to its canton's format: a new canton clears it (part 2 §5).
                          form.setValue('tinNumber', '', { shouldValidate: form.formState.isSubmitted });
                        }}
                      >
                        <option value="">{t('authorization.taxNumber.cantonPlaceholder')}</option>
                        {cantonsSortedByName(language).map((c) => (
                          <option key={c.slug} value={c.slug}>
                            {c.names[language]} ({c.code})
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                  )}
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="tinNumber"
              render={({ field }) => (
                <Field
                  id={ids.tinNumber}
                  label={t('authorization.taxNumber.label')}
                  hint={
                    format && canton
                      ? t('authorization.taxNumber.hint', { canton: canton.names[language], format: format.format, example: format.placeholder })
                      : t('authorization.taxNumber.hintNoCanton')
                  }
                  error={tinError}
                >
                  {(control) => (
                    <Input
                      {...control}
                      ref={field.ref}
                      inputMode="numeric"
                      autoComplete="off"
                      disabled={!format}
                      placeholder={format?.placeholder}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(formatTaxIdAsTyped(event.target.value, cantonSlug))}
                      className="font-mono tracking-wide"
                    />
                  )}
                </Field>
              )}
            />
          </div>
        ) : (
          <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{t('authorization.cardOff')}</p>
        )}
      </Card>

      <Card className="overflow-hidden p-0!">
        <Controller
          control={form.control}
          name="ahvNumberEnabled"
          render={({ field }) => (
            <SwitchField
              id="authorization-ahv-enabled"
              label={t('authorization.ahv.cardTitle')}
              description={t('authorization.ahv.cardText')}
              checked={field.value}
              onCheckedChange={field.onChange}
              className="rounded-none border-0! px-5! py-4!"
            />
          )}
        />
        {ahvNumberEnabled ? (
          <div className="border-t border-slate-200 px-5 py-4">
            <Controller
              control={form.control}
              name="ahvNumber"
              render={({ field }) => (
                <Field id={ids.ahvNumber} label={t('authorization.ahv.label')} hint={t('authorization.ahv.hint', { format: AHV_FORMAT })} error={ahvError}>
                  {(control) => (
                    <Input
                      {...control}
                      ref={field.ref}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={AHV_PLACEHOLDER}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(formatAhvAsTyped(event.target.value))}
                      className="font-mono tracking-wide"
                    />
                  )}
                </Field>
              )}
            />
          </div>
        ) : (
          <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{t('authorization.cardOff')}</p>
        )}
      </Card>

      <Card className="overflow-hidden p-0!">
        {/* Always on (decision: every save needs the consent), so the switch shows on and cannot be changed. */}
        <SwitchField
          id="authorization-poa-enabled"
          label={t('authorization.powerOfAttorney.cardTitle')}
          description={t('authorization.powerOfAttorney.cardText')}
          checked
          disabled
          onCheckedChange={() => undefined}
          className="rounded-none border-0! px-5! py-4!"
        />
        <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4">
          <p className="text-sm text-slate-700">{t('authorization.powerOfAttorney.readFirst', { year: taxYear })}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={powerOfAttorneyUrl(taxYear, 'de')} download className={buttonClasses('secondary', 'sm', 'justify-start')}>
              <FileDown aria-hidden="true" className="h-5 w-5 shrink-0" />
              {t('authorization.powerOfAttorney.downloadDe')}
            </a>
            <a href={powerOfAttorneyUrl(taxYear, 'en')} download className={buttonClasses('secondary', 'sm', 'justify-start')}>
              <FileDown aria-hidden="true" className="h-5 w-5 shrink-0" />
              {t('authorization.powerOfAttorney.downloadEn')}
            </a>
          </div>
          <Controller
            control={form.control}
            name="powerOfAttorneyAccepted"
            render={({ field }) => (
              <Field id={ids.consent} kind="checkbox" label={t('authorization.powerOfAttorney.consent')} labelClassName="cursor-pointer py-2.5 font-medium text-slate-900" error={consentError}>
                {(control) => <Checkbox {...control} checked={field.value} onCheckedChange={field.onChange} disabled={locked} className="-ml-2.5" />}
              </Field>
            )}
          />
        </div>
      </Card>
    </SectionForm>
  );
}
