import { zodResolver } from '@hookform/resolvers/zod';
import { CountryCodeOptions } from '@client/components/CountryCodeOptions';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { personalProfileFormSchema } from '@shared/contract/user';
import type { User } from '@shared/contract/user-answer';
import { COUNTRY_CODE_VALUES, DEFAULT_COUNTRY_CODE, normalizePhone, phoneAsTyped, type CountryCode } from '@shared/domain/country-codes';
import { hasRequiredPersonalFields } from '@shared/domain/profile';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { isSessionExpired } from '@client/lib/api-client';
import { useUpdateProfile } from '@client/lib/api/update-profile';
import { errorText } from '@client/lib/error-text';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useAcceptTerms } from '../api/accept-terms';
import { LegalLinks } from './LegalLinks';
import { TermsConsent } from './TermsConsent';

/** Redirect after a successful save (spec part 2 §9). */
export const PROFILE_REDIRECT_MS = 1500;

function initialCountryCode(value: string): CountryCode {
  return (COUNTRY_CODE_VALUES as readonly string[]).includes(value) ? (value as CountryCode) : DEFAULT_COUNTRY_CODE;
}

type ProfileFormProps = {
  user: User;
  firstTime: boolean;
  /** The plan panel, shown after the personal details (spec part 2 'Profile page'); the page composes it. */
  plans?: ReactNode;
};

/** Edit and first-time modes of the profile page (spec part 2 'Profile page'). */
export function ProfileForm({ user, firstTime, plans }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const acceptTerms = useAcceptTerms();
  // Terms are asked in first-time mode, and whenever they were never accepted (else the profile could not be completed).
  const asksTerms = firstTime || !user.agreeToTerms;
  const [termsAccepted, setTermsAccepted] = useState(user.agreeToTerms);

  const form = useForm({
    resolver: zodResolver(personalProfileFormSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      countryCode: initialCountryCode(user.countryCode),
    },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const requiredFilled = hasRequiredPersonalFields(values);
  const submitBlocked = asksTerms && !termsAccepted;

  const onTermsChange = (checked: boolean) => {
    if (!checked) {
      setTermsAccepted(false);
      return;
    }
    if (!hasRequiredPersonalFields(form.getValues())) return;
    setTermsAccepted(true);
    acceptTerms.mutate();
  };

  const submit = form.handleSubmit((data) => {
    if (submitBlocked) return;
    updateProfile.mutate(
      { ...data, ...(asksTerms ? { agreeToTerms: true } : {}) },
      {
        onSuccess: () => {
          toast({ title: t('toasts.savedTitle'), description: t('toasts.savedText') });
          window.setTimeout(() => void navigate('/'), PROFILE_REDIRECT_MS);
        },
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast({ title: t('toasts.failedTitle'), description: errorText(error), variant: 'destructive' });
        },
      },
    );
  });

  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);
  const phoneField = form.register('phone');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('details.title')}</h2>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="profile-first-name" label={t('details.firstName')} error={errorOf(errors.firstName?.message)}>
            {(control) => <Input {...control} autoComplete="given-name" required {...form.register('firstName')} />}
          </Field>
          <Field id="profile-last-name" label={t('details.lastName')} error={errorOf(errors.lastName?.message)}>
            {(control) => <Input {...control} autoComplete="family-name" required {...form.register('lastName')} />}
          </Field>
          <div className="grid grid-cols-[8.75rem_1fr] gap-3 sm:col-span-2">
            <Field id="profile-country-code" label={t('details.countryCode')}>
              {(control) => (
                <NativeSelect {...control} autoComplete="tel-country-code" {...form.register('countryCode')}>
                  <CountryCodeOptions />
                </NativeSelect>
              )}
            </Field>
            <Field id="profile-phone" label={t('details.phone')} hint={t('details.phoneHint')} error={errorOf(errors.phone?.message)}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  {...phoneField}
                  onChange={(event) => {
                    event.target.value = phoneAsTyped(event.target.value);
                    void phoneField.onChange(event);
                  }}
                  onBlur={(event) => {
                    // Shows the number as it will be stored: '+41 79…' or '079…' with +41 reads '79…'.
                    const national = normalizePhone(event.target.value, form.getValues('countryCode'));
                    if (national !== '') form.setValue('phone', national);
                    void phoneField.onBlur(event);
                  }}
                />
              )}
            </Field>
          </div>
          <Field id="profile-email" className="sm:col-span-2" label={t('details.email')} hint={t('details.emailHint')}>
            {(control) => <Input {...control} type="email" value={user.email} readOnly />}
          </Field>
        </div>
      </Card>

      {plans}

      {asksTerms ? (
        <TermsConsent checked={termsAccepted} canCheck={requiredFilled} onCheckedChange={onTermsChange} />
      ) : null}

      <LegalLinks />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void navigate('/')}>
          {t('actions.mainMenu')}
        </Button>
        <Button type="submit" disabled={submitBlocked || updateProfile.isPending}>
          {updateProfile.isPending ? t('actions.saving') : t('actions.update')}
        </Button>
      </div>
    </form>
  );
}
