import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, InvestmentSettings } from '@shared/contract/advanced-tax-info';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Card } from '@client/components/ui/Card';
import { Field, Input, Textarea } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { SwitchField } from '@client/components/ui/Switch';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveInvestments } from '../api/save-investments';
import {
  MAX_ACCOUNT_COUNT,
  accountCountFromText,
  investmentFormSchema,
  investmentFormValues,
  type InvestmentAmountKey,
  type InvestmentFormValues,
} from '../investment-form';

export type InvestmentsTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Investments tab (spec part 2 'Advanced tax information page'): what the person holds and the securities register's totals. */
export function InvestmentsTab({ taxYear, info, locked, documents, onBackToOverview }: InvestmentsTabProps) {
  return (
    <InvestmentsForm key={taxYear} taxYear={taxYear} saved={info.investments} locked={locked} documents={documents} onBackToOverview={onBackToOverview} />
  );
}

const HOLDINGS = ['holdsSecurities', 'holdsCryptocurrencies', 'holdsOtherInvestments', 'hasQualifyingParticipation'] as const;
const COUNTS = ['bankAccountCount', 'custodyAccountCount'] as const;
const AMOUNTS: readonly InvestmentAmountKey[] = ['taxValueRappen', 'grossRevenueARappen', 'grossRevenueBRappen', 'withholdingTaxClaimRappen'];

function InvestmentsForm({
  taxYear,
  saved,
  locked,
  documents,
  onBackToOverview,
}: {
  taxYear: number;
  saved: InvestmentSettings | null;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
}) {
  const { t } = useTranslation('advancedSections');
  const save = useSaveInvestments(taxYear);
  const form = useForm<InvestmentFormValues, unknown, InvestmentSettings>({
    resolver: zodResolver(investmentFormSchema),
    defaultValues: investmentFormValues(saved),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);

  const submit = form.handleSubmit((investments) => {
    save.mutate(investments, {
      onSuccess: () => {
        form.reset(investmentFormValues(investments));
        toast({ title: t('investments.toasts.savedTitle'), description: t('investments.toasts.savedText') });
      },
      onError: (error) => toastSectionSaveFailure(error, t('common.saveFailed'), (reason) => t(`errors.${reason}`)),
    });
  });

  return (
    <SectionForm
      title={t('investments.title')}
      intro={t('investments.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('investments.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      backToOverview={{ label: t('common.backToOverview'), onClick: onBackToOverview }}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="investments-documents"
    >
      <Card className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('investments.holdingsTitle')}</h3>
        {HOLDINGS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <SwitchField
                id={`investments-${name}`}
                label={t(`investments.${name}.label`)}
                description={t(`investments.${name}.hint`)}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </Card>

      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-slate-900">{t('investments.accountsTitle')}</h3>
        {COUNTS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => {
              const id = `investments-${name}`;
              const error = errorOf(errors[name]?.message);
              return (
                <Field id={id} label={t(`investments.${name}.label`)} hint={t(`investments.${name}.hint`)} error={error}>
                  {(control) => (
                    <NumberStepper
                      {...control}
                      value={field.value}
                      onDecrement={() => field.onChange(Math.max(0, field.value - 1))}
                      onIncrement={() => field.onChange(Math.min(MAX_ACCOUNT_COUNT, field.value + 1))}
                      decrementDisabled={locked || field.value <= 0}
                      incrementDisabled={locked || field.value >= MAX_ACCOUNT_COUNT}
                      decrementLabel={t(`investments.${name}.decrement`)}
                      incrementLabel={t(`investments.${name}.increment`)}
                      onInputChange={(text) => field.onChange(accountCountFromText(text))}
                    />
                  )}
                </Field>
              );
            }}
          />
        ))}
      </Card>

      <Card className="flex flex-col gap-4">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('investments.amountsTitle')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('investments.amountsIntro')}</p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {AMOUNTS.map((name) => {
            const id = `investments-${name}`;
            const error = errorOf(errors[name]?.message);
            return (
              <Field key={name} id={id} label={t(`investments.${name}.label`)} hint={t(`investments.${name}.hint`)} error={error}>
                {(control) => (
                  <Input {...control} inputMode="decimal" autoComplete="off" spellCheck={false} className="tabular-nums" {...registerChfAmount(form, name)} />
                )}
              </Field>
            );
          })}
        </div>
      </Card>

      <Card>
        <Field id="investments-notes" label={t('investments.notes.label')} hint={t('investments.notes.hint')} error={errorOf(errors.notes?.message)}>
          {(control) => <Textarea {...control} {...form.register('notes')} />}
        </Field>
      </Card>
    </SectionForm>
  );
}
