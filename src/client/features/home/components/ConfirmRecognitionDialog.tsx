import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { Button } from '@client/components/ui/Button';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';
import { Field, Input } from '@client/components/ui/Field';
import { isSessionExpired } from '@client/lib/api-client';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { errorText } from '@client/lib/error-text';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useConfirmRecognition } from '../api/confirm-file-recognition';
import {
  STATEMENT_TOTAL_KEYS,
  chfToRappen,
  confirmedStatement,
  statementTotalsFormSchema,
  statementTotalsFormValues,
  type StatementTotalsFormValues,
  type StatementTotalsRappen,
} from '../recognition-form';

type ConfirmRecognitionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileId: number;
  result: TaxStatementResult;
};

const chf = (amount: number) => formatRappenAsChf(chfToRappen(amount));

/**
 * Check and confirm an e-tax statement (issue 12): the four totals as amount fields the person
 * may correct, the accounts and each custody account's securities to compare with the paper.
 */
export function ConfirmRecognitionDialog({ open, onOpenChange, fileId, result }: ConfirmRecognitionDialogProps) {
  const { t } = useTranslation('documentRecognition');
  const confirm = useConfirmRecognition();
  const form = useForm<StatementTotalsFormValues, unknown, StatementTotalsRappen>({
    resolver: zodResolver(statementTotalsFormSchema),
    defaultValues: statementTotalsFormValues(result),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((totals) =>
    confirm.mutate(
      { fileId, result: confirmedStatement(result, totals) },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('toast.confirmedTitle'), description: t('toast.confirmedText') });
        },
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast({ title: t('toast.failedTitle'), description: errorText(error), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={result.institution ? t('dialog.source', { institution: result.institution, taxPeriod: result.taxPeriod }) : t('dialog.sourceUnnamed', { taxPeriod: result.taxPeriod })}
      layout="flush"
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">
          <p className="text-sm text-slate-700">{t('dialog.intro')}</p>
          {!result.schemaValid ? (
            <p className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
              {t('dialog.schemaInvalid')}
            </p>
          ) : null}

          <section aria-labelledby="recognition-totals-title" className="mt-4">
            <h3 id="recognition-totals-title" className="font-semibold text-slate-900">
              {t('dialog.totalsTitle')}
            </h3>
            <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {STATEMENT_TOTAL_KEYS.map((key) => (
                <Field
                  key={key}
                  id={`recognition-${key}`}
                  label={t(`dialog.totals.${key}.label`)}
                  hint={t(`dialog.totals.${key}.hint`)}
                  error={errors[key]?.message ? validationText(errors[key].message) : undefined}
                  required
                >
                  {(control) => (
                    <div className="relative">
                      <span aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-sm text-slate-600">
                        CHF
                      </span>
                      <Input
                        {...control}
                        {...registerChfAmount(form, key)}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        spellCheck={false}
                        className="pl-12 text-right tabular-nums"
                      />
                    </div>
                  )}
                </Field>
              ))}
            </div>
          </section>

          <section aria-labelledby="recognition-accounts-title" className="mt-5">
            <h3 id="recognition-accounts-title" className="font-semibold text-slate-900">
              {t('dialog.accountsTitle')}
            </h3>
            {result.accounts.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">{t('dialog.noAccounts')}</p>
            ) : (
              <ul className="mt-2 flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
                {result.accounts.map((account) => (
                  <li key={account.bankAccountNumber} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="block font-medium text-slate-900">{account.name ?? account.bankAccountNumber}</span>
                      {account.name ? <span className="block text-slate-600">{account.bankAccountNumber}</span> : null}
                    </span>
                    <span className="shrink-0 tabular-nums text-slate-900">{t('dialog.taxValueOf', { amount: chf(account.totalTaxValue) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="recognition-depots-title" className="mt-5">
            <h3 id="recognition-depots-title" className="font-semibold text-slate-900">
              {t('dialog.depotsTitle')}
            </h3>
            {result.depots.length === 0 ? <p className="mt-1 text-sm text-slate-700">{t('dialog.noDepots')}</p> : null}
            {result.depots.map((depot) => (
              <div key={depot.depotNumber} className="mt-2">
                <h4 className="text-sm font-medium text-slate-800">{t('dialog.depot', { number: depot.depotNumber })}</h4>
                {depot.securities.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-700">{t('dialog.noSecurities')}</p>
                ) : (
                  <ul className="mt-1 flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
                    {depot.securities.map((security, index) => (
                      <li key={`${security.isin ?? security.valorNumber ?? security.name}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                        <span className="min-w-0 [overflow-wrap:anywhere]">
                          <span className="block font-medium text-slate-900">{security.name}</span>
                          {security.isin ?? security.valorNumber ? <span className="block text-slate-600">{security.isin ?? security.valorNumber}</span> : null}
                        </span>
                        <span className="shrink-0 tabular-nums text-slate-900">
                          {security.taxValue === null ? t('dialog.noTaxValue') : t('dialog.taxValueOf', { amount: chf(security.taxValue) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {t('dialog.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? t('dialog.confirming') : t('dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
