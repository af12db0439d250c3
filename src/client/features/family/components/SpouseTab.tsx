import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, SpouseInfo } from '@shared/contract/advanced-tax-info';
import { AHV_FORMAT, AHV_PLACEHOLDER, formatAhvAsTyped } from '@shared/domain/ahv';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Card } from '@client/components/ui/Card';
import { Field, Input } from '@client/components/ui/Field';
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
          <Field id="spouse-first-name" label={t('spouse.firstName')} error={errorOf(errors.firstName?.message)}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('firstName')} />}
          </Field>
          <Field id="spouse-last-name" label={t('spouse.lastName')} error={errorOf(errors.lastName?.message)}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('lastName')} />}
          </Field>
          <Field id="spouse-age" label={t('spouse.age')} hint={t('spouse.ageHint')} error={errorOf(errors.age?.message)}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={3} className="max-w-32" {...form.register('age')} />}
          </Field>
          <Field id="spouse-occupation" label={t('spouse.occupation')} error={errorOf(errors.occupation?.message)}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('occupation')} />}
          </Field>
          <Field id="spouse-ahv" label={t('spouse.ahvNumber')} hint={t('spouse.ahvHint', { format: AHV_FORMAT })} error={errorOf(errors.ahvNumber?.message)}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                placeholder={AHV_PLACEHOLDER}
                className="font-mono tracking-wide"
                {...ahvField}
                onChange={(event) => {
                  event.target.value = formatAhvAsTyped(event.target.value);
                  void ahvField.onChange(event);
                }}
              />
            )}
          </Field>
          <Field id="spouse-tax-id" label={t('spouse.taxId')} hint={t('spouse.taxIdHint')} error={errorOf(errors.taxId?.message)}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('taxId')} />}
          </Field>
        </div>
      </Card>
    </SectionForm>
  );
}
