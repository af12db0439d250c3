import { useTranslation } from 'react-i18next';
import type { CaseCertificateFigures, CaseRecognition, CaseStatementFigures } from '@shared/contract/expert';
import { Badge } from '@client/components/ui/Badge';
import { formatRappenForInput } from '@client/lib/chf-amount';
import { formatDate } from '@client/lib/format';

const NO_VALUE = '–';
/**
 * Recognised figures are CHF with the document's cents (39’351.02): the expert compares them with
 * the document, so they keep their cents; whole francs show without '.00'.
 */
const amount = (chf: number | null) => (chf === null ? NO_VALUE : `CHF ${formatRappenForInput(Math.round(chf * 100))}`);

const STATEMENT_AMOUNTS = ['totalTaxValue', 'totalGrossRevenueA', 'totalGrossRevenueB', 'totalWithHoldingTaxClaim'] as const;
const CERTIFICATE_AMOUNTS = ['gross', 'socialContributions', 'pensionOrdinary', 'pensionBuyIn', 'net'] as const;
type FigureKey = 'institution' | 'accountCount' | 'depotCount' | (typeof STATEMENT_AMOUNTS)[number] | (typeof CERTIFICATE_AMOUNTS)[number];
type FigureRow = { key: FigureKey; recognized: string; confirmed: string };

function statementRows(recognized: CaseStatementFigures | null, confirmed: CaseStatementFigures | null): FigureRow[] {
  const text = (figures: CaseStatementFigures | null, pick: (f: CaseStatementFigures) => string) => (figures ? pick(figures) : NO_VALUE);
  return [
    { key: 'institution', recognized: text(recognized, (f) => f.institution ?? NO_VALUE), confirmed: text(confirmed, (f) => f.institution ?? NO_VALUE) },
    ...STATEMENT_AMOUNTS.map((key) => ({ key, recognized: text(recognized, (f) => amount(f[key])), confirmed: text(confirmed, (f) => amount(f[key])) })),
    { key: 'accountCount', recognized: text(recognized, (f) => String(f.accountCount)), confirmed: text(confirmed, (f) => String(f.accountCount)) },
    { key: 'depotCount', recognized: text(recognized, (f) => String(f.depotCount)), confirmed: text(confirmed, (f) => String(f.depotCount)) },
  ];
}

function certificateRows(recognized: CaseCertificateFigures | null, confirmed: CaseCertificateFigures | null): FigureRow[] {
  return CERTIFICATE_AMOUNTS.map((key) => ({
    key,
    recognized: recognized ? amount(recognized[key]) : NO_VALUE,
    confirmed: confirmed ? amount(confirmed[key]) : NO_VALUE,
  }));
}

/** What the server read in one document of the case, as one line under its name. */
export function DocumentRecognition({ recognition, fileName }: { recognition: CaseRecognition; fileName: string }) {
  const { t } = useTranslation('expert');
  if (recognition.status === 'pending' || recognition.status === 'running') {
    return <p className="text-xs text-slate-600">{t('documents.recognition.reading')}</p>;
  }
  if (recognition.status === 'failed') {
    // The reason by its code, in the expert's language; the English `failure` is for API users.
    const reason = t(`documents.recognition.failures.${recognition.failureCode ?? 'reason-unknown'}`);
    return <p className="text-xs text-amber-900">{t('documents.recognition.failed', { reason })}</p>;
  }

  let summary: string;
  const details: string[] = [];
  let rows: FigureRow[] = [];
  if (recognition.kind === 'ech0196') {
    const shown = recognition.confirmed ?? recognition.recognized;
    summary = shown
      ? t(shown.institution ? 'documents.recognition.statement' : 'documents.recognition.statementNoInstitution', {
          institution: shown.institution,
          taxValue: amount(shown.totalTaxValue),
        })
      : t('documents.recognition.recognized');
    if (shown) {
      details.push(
        t('documents.recognition.statementDetails', {
          revenueA: amount(shown.totalGrossRevenueA),
          revenueB: amount(shown.totalGrossRevenueB),
          claim: amount(shown.totalWithHoldingTaxClaim),
          accounts: shown.accountCount,
          depots: shown.depotCount,
        }),
      );
      if (!shown.schemaValid) details.push(t('documents.recognition.schemaInvalid'));
    }
    rows = statementRows(recognition.recognized, recognition.confirmed);
  } else if (recognition.kind === 'salary-certificate') {
    const shown = recognition.confirmed ?? recognition.recognized;
    summary = shown ? t('documents.recognition.certificate', { gross: amount(shown.gross), net: amount(shown.net) }) : t('documents.recognition.recognized');
    if (shown && !shown.plausible) details.push(t('documents.recognition.implausible'));
    rows = certificateRows(recognition.recognized, recognition.confirmed);
  } else {
    summary = t('documents.recognition.recognized');
  }

  const changed = recognition.changedByTaxpayer && rows.length > 0;
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs text-slate-700">
      <p className="font-medium text-slate-900">{summary}</p>
      {details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      <p className="flex flex-wrap items-center gap-2">
        <span>
          {recognition.confirmedAt
            ? t('documents.recognition.confirmedOn', { date: formatDate(recognition.confirmedAt) })
            : t('documents.recognition.notConfirmed')}
        </span>
        {recognition.changedByTaxpayer ? <Badge tone="warning">{t('documents.recognition.changed')}</Badge> : null}
      </p>
      {changed ? (
        <table aria-label={t('documents.recognition.changesTable', { name: fileName })} className="mt-1 w-full max-w-md border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">{t('documents.recognition.columns.figure')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t('documents.recognition.columns.recognized')}</th>
              <th scope="col" className="py-1 font-medium">{t('documents.recognition.columns.confirmed')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = row.recognized !== row.confirmed;
              return (
                <tr key={row.key} className={differs ? 'bg-amber-50 font-semibold text-slate-900' : undefined}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {t(`documents.recognition.figures.${row.key}`)}
                    {differs ? ' ' : null}
                    {differs ? <span className="sr-only">({t('documents.recognition.changed')})</span> : null}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{row.recognized}</td>
                  <td className="py-1 tabular-nums">{row.confirmed}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
