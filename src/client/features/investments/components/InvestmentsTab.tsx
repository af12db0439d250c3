import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import type { FocusEvent, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, InvestmentSettings } from '@shared/contract/advanced-tax-info';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { FieldError, FieldHint, Input, Label, Textarea } from '@client/components/ui/Field';
import { NumberStepper } from '@client/components/ui/NumberStepper';
import { SwitchField } from '@client/components/ui/Switch';
import { isSessionExpired } from '@client/lib/api-client';
import { tidyChfInput } from '@client/lib/chf-amount';
import { validationText } from '@client/lib/i18n';
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
import { saveErrorKey } from './save-error-key';

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
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast({ title: t('common.saveFailed'), description: t(`errors.${saveErrorKey(error)}`), variant: 'destructive' });
      },
    });
  });

  /** An amount field: typed freely, tidied to '1’250.50' when the person leaves it. */
  const amountField = (name: InvestmentAmountKey) => {
    const field = form.register(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const tidy = tidyChfInput(event.target.value);
        if (tidy !== event.target.value) form.setValue(name, tidy);
        return field.onBlur(event);
      },
    };
  };

  return (
    <fieldset disabled={locked} className="m-0 min-w-0 border-0 p-0">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div>
          <Button variant="ghost" size="sm" onClick={onBackToOverview} className="-ml-3">
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            {t('common.backToOverview')}
          </Button>
          <h2 className="mt-2 text-xl font-semibold text-slate-900">{t('investments.title')}</h2>
          <p className="mt-1 text-slate-700">{t('investments.intro', { year: taxYear })}</p>
        </div>

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
                  <div>
                    <Label htmlFor={id}>{t(`investments.${name}.label`)}</Label>
                    <NumberStepper
                      id={id}
                      value={field.value}
                      onDecrement={() => field.onChange(Math.max(0, field.value - 1))}
                      onIncrement={() => field.onChange(Math.min(MAX_ACCOUNT_COUNT, field.value + 1))}
                      decrementDisabled={locked || field.value <= 0}
                      incrementDisabled={locked || field.value >= MAX_ACCOUNT_COUNT}
                      decrementLabel={t(`investments.${name}.decrement`)}
                      incrementLabel={t(`investments.${name}.increment`)}
                      onInputChange={(text) => field.onChange(accountCountFromText(text))}
                      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
                    />
                    <FieldError id={`${id}-error`}>{error}</FieldError>
                    <FieldHint id={`${id}-hint`}>{t(`investments.${name}.hint`)}</FieldHint>
                  </div>
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
                <div key={name}>
                  <Label htmlFor={id}>{t(`investments.${name}.label`)}</Label>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    className="tabular-nums"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
                    {...amountField(name)}
                  />
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                  <FieldHint id={`${id}-hint`}>{t(`investments.${name}.hint`)}</FieldHint>
                </div>
              );
            })}
          </div>
        </Card>

        <Card>
          <Label htmlFor="investments-notes">{t('investments.notes.label')}</Label>
          <Textarea
            id="investments-notes"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={['investments-notes-hint', errors.notes ? 'investments-notes-error' : ''].join(' ').trim()}
            {...form.register('notes')}
          />
          <FieldError id="investments-notes-error">{errorOf(errors.notes?.message)}</FieldError>
          <FieldHint id="investments-notes-hint">{t('investments.notes.hint')}</FieldHint>
        </Card>

        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={locked || save.isPending}>
            {save.isPending ? t('common.saving') : t('investments.save')}
          </Button>
        </div>
      </form>

      {documents ? (
        <section aria-labelledby="investments-documents" className="mt-8">
          <h3 id="investments-documents" className="mb-3 text-lg font-semibold text-slate-900">
            {t('common.documents')}
          </h3>
          {documents}
        </section>
      ) : null}
    </fieldset>
  );
}
