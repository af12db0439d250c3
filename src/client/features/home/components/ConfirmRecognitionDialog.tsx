import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { validationText } from '@client/lib/i18n';
import {
  STATEMENT_TOTAL_KEYS,
  chfToRappen,
  confirmedStatement,
  statementTotalsFormSchema,
  statementTotalsFormValues,
  type StatementTotalsFormValues,
  type StatementTotalsRappen,
} from '../recognition-form';
import { ConfirmFiguresDialog, useConfirmFigures } from './ConfirmFiguresDialog';
import type { ReviewedDocument } from './DocumentThumbnail';
import { FigureAmountField } from './FigureAmountField';

type ConfirmRecognitionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document the figures were read from (its thumbnail is shown beside them). */
  document: ReviewedDocument;
  result: TaxStatementResult;
};

const chf = (amount: number) => formatRappenAsChf(chfToRappen(amount));

/**
 * Check and confirm an e-tax statement (issue 12): the four totals as amount fields the person
 * may correct, the accounts and each custody account's securities to compare with the paper.
 */
export function ConfirmRecognitionDialog({ open, onOpenChange, document, result }: ConfirmRecognitionDialogProps) {
  const { t } = useTranslation('documentRecognition');
  const confirm = useConfirmFigures(onOpenChange);
  const form = useForm<StatementTotalsFormValues, unknown, StatementTotalsRappen>({
    resolver: zodResolver(statementTotalsFormSchema),
    defaultValues: statementTotalsFormValues(result),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((totals) => confirm.send({ fileId: document.id, result: confirmedStatement(result, totals) }));

  return (
    <ConfirmFiguresDialog
      open={open}
      onOpenChange={onOpenChange}
      document={document}
      title={t('dialog.title')}
      description={result.institution ? t('dialog.source', { institution: result.institution, taxPeriod: result.taxPeriod }) : t('dialog.sourceUnnamed', { taxPeriod: result.taxPeriod })}
      intro={t('dialog.intro')}
      warning={result.schemaValid ? null : t('dialog.schemaInvalid')}
      onSubmit={submit}
      pending={confirm.pending}
    >
      <section aria-labelledby="recognition-totals-title" className="mt-4">
        <h3 id="recognition-totals-title" className="font-semibold text-slate-900">
          {t('dialog.totalsTitle')}
        </h3>
        <div className="mt-2 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {STATEMENT_TOTAL_KEYS.map((key) => (
            <FigureAmountField
              key={key}
              form={form}
              name={key}
              id={`recognition-${key}`}
              label={t(`dialog.totals.${key}.label`)}
              hint={t(`dialog.totals.${key}.hint`)}
              error={errors[key]?.message ? validationText(errors[key].message) : undefined}
              required
            />
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
    </ConfirmFiguresDialog>
  );
}
