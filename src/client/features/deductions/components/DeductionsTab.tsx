import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdvancedTaxInfo, DeductionSettings } from '@shared/contract/advanced-tax-info';
import { DEDUCTION_CATEGORIES } from '@shared/domain/deduction-categories';
import { Badge } from '@client/components/ui/Badge';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Input } from '@client/components/ui/Field';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { documentCategoryName } from '@client/lib/document-category-name';
import { currentLanguage, validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveDeductions } from '../api/save-deductions';
import { deductionFormSchema, deductionFormValues, deductionTotalRappen, type DeductionFormValues } from '../deduction-form';

export type DeductionsTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Deductions tab (spec part 2 §3 'Deduction categories'): one amount per category with its tax form item, and the total. */
export function DeductionsTab({ taxYear, info, locked, documents, onBackToOverview }: DeductionsTabProps) {
  return (
    <DeductionsForm key={taxYear} taxYear={taxYear} saved={info.deductions} locked={locked} documents={documents} onBackToOverview={onBackToOverview} />
  );
}

function DeductionsForm({
  taxYear,
  saved,
  locked,
  documents,
  onBackToOverview,
}: {
  taxYear: number;
  saved: DeductionSettings | null;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
}) {
  const { t } = useTranslation('advancedSections');
  useTranslation('documentCategories');
  const language = currentLanguage();
  const save = useSaveDeductions(taxYear);
  const form = useForm<DeductionFormValues, unknown, DeductionSettings>({
    resolver: zodResolver(deductionFormSchema),
    defaultValues: deductionFormValues(saved),
    mode: 'onTouched',
  });
  const amounts = useWatch({ control: form.control, name: 'amountsRappen' });
  const total = deductionTotalRappen(amounts);
  const { errors } = form.formState;

  const submit = form.handleSubmit((deductions) => {
    save.mutate(deductions, {
      onSuccess: () => {
        form.reset(deductionFormValues(deductions));
        toast({ title: t('deductions.toasts.savedTitle'), description: t('deductions.toasts.savedText') });
      },
      onError: (error) => toastSectionSaveFailure(error, t('common.saveFailed'), (reason) => t(`errors.${reason}`)),
    });
  });

  return (
    <SectionForm
      title={t('deductions.title')}
      intro={t('deductions.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('deductions.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      backToOverview={{ label: t('common.backToOverview'), onClick: onBackToOverview }}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="deductions-documents"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t('deductions.receiptsText')}</p>
        <Link to="/tax-documents" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
          <Upload aria-hidden="true" className="h-5 w-5" />
          {t('deductions.receiptsLink')}
        </Link>
      </div>

      <Card className="p-0!">
        <ul className="divide-y divide-slate-200">
          {DEDUCTION_CATEGORIES.map((category) => {
            const id = `deduction-${category.id}`;
            const name = documentCategoryName(category.documentCategoryId, language) ?? category.id;
            const error = errors.amountsRappen?.[category.id]?.message;
            return (
              <li key={category.id} className="px-5 py-4">
                {/* Two columns from sm on: name, form item and description left; the amount (row-spanning) and its error right. */}
                <Field
                  id={id}
                  className="grid grid-cols-1 gap-x-6 sm:grid-cols-[1fr_13rem] sm:items-start sm:[&>[role=alert]]:col-start-2"
                  label={
                    <>
                      {name}
                      <span className="sr-only">, {t('deductions.inChf')}</span>
                    </>
                  }
                  labelClassName="text-base font-semibold text-slate-900"
                  labelAside={
                    <Badge id={`${id}-item`} tone="neutral">
                      {t('deductions.formItem', { item: category.formItem })}
                    </Badge>
                  }
                  describedBy={`${id}-item ${id}-description`}
                  error={error ? validationText(error) : undefined}
                >
                  {(control) => (
                    <>
                      <p id={`${id}-description`} className="mt-1 text-sm text-slate-700 sm:col-start-1 sm:row-start-2">
                        {t(`deductions.descriptions.${category.id}`)}
                      </p>
                      <div className="mt-3 flex items-center gap-2 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0">
                        <span aria-hidden="true" className="text-sm font-medium text-slate-600">
                          CHF
                        </span>
                        <Input
                          {...control}
                          className="text-right tabular-nums"
                          {...registerChfAmount(form, `amountsRappen.${category.id}`)}
                        />
                      </div>
                    </>
                  )}
                </Field>
              </li>
            );
          })}
        </ul>
        <div className="flex items-baseline justify-between gap-4 rounded-b-2xl border-t-2 border-slate-300 bg-slate-50 px-5 py-4">
          <p className="font-semibold text-slate-900">{t('deductions.total')}</p>
          <p className="text-lg font-semibold tabular-nums text-slate-900">{formatRappenAsChf(total)}</p>
        </div>
      </Card>
    </SectionForm>
  );
}
