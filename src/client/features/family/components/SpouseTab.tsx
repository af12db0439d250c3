import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, SpouseInfo } from '@shared/contract/advanced-tax-info';
import { AHV_FORMAT, AHV_PLACEHOLDER, formatAhvAsTyped } from '@shared/domain/ahv';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Card } from '@client/components/ui/Card';
import { FieldError, FieldHint, Input, Label } from '@client/components/ui/Field';
import { validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveSpouse } from '../api/save-spouse';
import { spouseFormSchema, spouseFormValues, type SpouseFormValues } from '../spouse-form';

export type SpouseTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Spouse tab (spec part 2 'Advanced tax information page', §3 'Spouse info'): personal details and a save button. */
export function SpouseTab({ taxYear, info, locked, documents }: SpouseTabProps) {
  return <SpouseForm key={taxYear} taxYear={taxYear} saved={info.spouse} locked={locked} documents={documents} />;
}

function SpouseForm({ taxYear, saved, locked, documents }: { taxYear: number; saved: SpouseInfo | null; locked: boolean; documents?: ReactNode }) {
  const { t } = useTranslation('advancedSections');
  const save = useSaveSpouse(taxYear);
  const form = useForm<SpouseFormValues, unknown, SpouseInfo>({
    resolver: zodResolver(spouseFormSchema),
    defaultValues: spouseFormValues(saved),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);

  const submit = form.handleSubmit((spouse) => {
    save.mutate(spouse, {
      onSuccess: () => {
        form.reset(spouseFormValues(spouse));
        toast({ title: t('spouse.toasts.savedTitle'), description: t('spouse.toasts.savedText') });
      },
      onError: (error) =>
        toastSectionSaveFailure(error, t('spouse.toasts.failedTitle'), (reason) =>
          reason === 'generic' ? t('spouse.toasts.failedText') : t(`errors.${reason}`),
        ),
    });
  });

  const ahvField = form.register('ahvNumber');
  const describedBy = (id: string, error: unknown, hint = false) =>
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <SectionForm
      title={t('spouse.title')}
      intro={t('spouse.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('spouse.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="spouse-documents"
    >
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="spouse-first-name">{t('spouse.firstName')}</Label>
            <Input
              id="spouse-first-name"
              autoComplete="off"
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy('spouse-first-name', errors.firstName)}
              {...form.register('firstName')}
            />
            <FieldError id="spouse-first-name-error">{errorOf(errors.firstName?.message)}</FieldError>
          </div>
          <div>
            <Label htmlFor="spouse-last-name">{t('spouse.lastName')}</Label>
            <Input
              id="spouse-last-name"
              autoComplete="off"
              aria-invalid={errors.lastName ? true : undefined}
              aria-describedby={describedBy('spouse-last-name', errors.lastName)}
              {...form.register('lastName')}
            />
            <FieldError id="spouse-last-name-error">{errorOf(errors.lastName?.message)}</FieldError>
          </div>
          <div>
            <Label htmlFor="spouse-age">{t('spouse.age')}</Label>
            <Input
              id="spouse-age"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              className="max-w-32"
              aria-invalid={errors.age ? true : undefined}
              aria-describedby={describedBy('spouse-age', errors.age, true)}
              {...form.register('age')}
            />
            <FieldError id="spouse-age-error">{errorOf(errors.age?.message)}</FieldError>
            <FieldHint id="spouse-age-hint">{t('spouse.ageHint')}</FieldHint>
          </div>
          <div>
            <Label htmlFor="spouse-occupation">{t('spouse.occupation')}</Label>
            <Input
              id="spouse-occupation"
              autoComplete="off"
              aria-invalid={errors.occupation ? true : undefined}
              aria-describedby={describedBy('spouse-occupation', errors.occupation)}
              {...form.register('occupation')}
            />
            <FieldError id="spouse-occupation-error">{errorOf(errors.occupation?.message)}</FieldError>
          </div>
          <div>
            <Label htmlFor="spouse-ahv">{t('spouse.ahvNumber')}</Label>
            <Input
              id="spouse-ahv"
              inputMode="numeric"
              autoComplete="off"
              placeholder={AHV_PLACEHOLDER}
              className="font-mono tracking-wide"
              aria-invalid={errors.ahvNumber ? true : undefined}
              aria-describedby={describedBy('spouse-ahv', errors.ahvNumber, true)}
              {...ahvField}
              onChange={(event) => {
                event.target.value = formatAhvAsTyped(event.target.value);
                void ahvField.onChange(event);
              }}
            />
            <FieldError id="spouse-ahv-error">{errorOf(errors.ahvNumber?.message)}</FieldError>
            <FieldHint id="spouse-ahv-hint">{t('spouse.ahvHint', { format: AHV_FORMAT })}</FieldHint>
          </div>
          <div>
            <Label htmlFor="spouse-tax-id">{t('spouse.taxId')}</Label>
            <Input
              id="spouse-tax-id"
              autoComplete="off"
              aria-invalid={errors.taxId ? true : undefined}
              aria-describedby={describedBy('spouse-tax-id', errors.taxId, true)}
              {...form.register('taxId')}
            />
            <FieldError id="spouse-tax-id-error">{errorOf(errors.taxId?.message)}</FieldError>
            <FieldHint id="spouse-tax-id-hint">{t('spouse.taxIdHint')}</FieldHint>
          </div>
        </div>
      </Card>
    </SectionForm>
  );
}
