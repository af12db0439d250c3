import { useQueries } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FileSearch, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecognitionResponse, SalaryCertificateResult, TaxStatementResult } from '@shared/contract/document-recognition';
import type { DocumentFile } from '@shared/contract/documents';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { formatDate } from '@client/lib/format';
import { useOpenedOnce } from '@client/lib/use-opened-once';
import { fileRecognitionQueryOptions, isRecognitionAtWork } from '../api/get-file-recognition';
import { chfToRappen } from '../recognition-form';
import type { ReviewedDocument } from './DocumentThumbnail';

// The review form (react-hook-form, the contract's zod schemas) loads on the first 'check' press.
const ConfirmRecognitionDialog = lazy(() => import('./ConfirmRecognitionDialog').then((m) => ({ default: m.ConfirmRecognitionDialog })));
const ConfirmCertificateDialog = lazy(() => import('./ConfirmCertificateDialog').then((m) => ({ default: m.ConfirmCertificateDialog })));

type Row = { file: DocumentFile; recognition: RecognitionResponse };
/** What the dialog shows: the figures of the document the person chose to check. */
type Reviewable = { kind: 'ech0196'; result: TaxStatementResult } | { kind: 'salary-certificate'; result: SalaryCertificateResult };
type Review = { document: ReviewedDocument } & Reviewable;

const fileNameOf = (file: DocumentFile) => file.originalFileName || file.fileName || file.filename;

/**
 * Documents that read themselves (issue 12): under the upload card, each bank or custody
 * statement and each salary certificate with what the server read in it, asked again while it is still reading. A file the
 * server does not read (no recognition) is not listed; without any, the card is not shown.
 */
export function RecognizedDocumentsCard({ files }: { files: DocumentFile[] }) {
  const { t } = useTranslation('documentRecognition');
  const recognitions = useQueries({ queries: files.map((file) => fileRecognitionQueryOptions(file.id)) });
  const [review, setReview] = useState<Review | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const dialogMounted = useOpenedOnce(reviewOpen);

  const rows: Row[] = files.flatMap((file, index) => {
    const recognition = recognitions[index]?.data;
    return recognition ? [{ file, recognition }] : [];
  });
  if (rows.length === 0) return null;

  return (
    <Card role="region" aria-labelledby="recognized-documents-title" className="p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <FileSearch aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="recognized-documents-title" className="text-lg font-semibold text-slate-900">
            {t('cardTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('cardIntro')}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-3">
        {rows.map(({ file, recognition }) => (
          <RecognitionRow
            key={file.id}
            name={fileNameOf(file)}
            recognition={recognition}
            onReview={(reviewable) => {
              setReview({ document: { id: file.id, name: fileNameOf(file), mimeType: file.mimeType, contentUrl: file.blobUrl }, ...reviewable });
              setReviewOpen(true);
            }}
          />
        ))}
      </ul>
      {dialogMounted && review ? (
        <Suspense fallback={null}>
          {review.kind === 'salary-certificate' ? (
            <ConfirmCertificateDialog key={review.document.id} open={reviewOpen} onOpenChange={setReviewOpen} document={review.document} result={review.result} />
          ) : (
            <ConfirmRecognitionDialog key={review.document.id} open={reviewOpen} onOpenChange={setReviewOpen} document={review.document} result={review.result} />
          )}
        </Suspense>
      ) : null}
    </Card>
  );
}

type RecognitionRowProps = { name: string; recognition: RecognitionResponse; onReview: (reviewable: Reviewable) => void };

/** The figures of a document read to the end, of the kind it was recognised as. */
function reviewableOf(recognition: RecognitionResponse): Reviewable | null {
  if (recognition.status !== 'done' || recognition.result === null) return null;
  if (recognition.kind === 'ech0196') return { kind: 'ech0196', result: recognition.result };
  if (recognition.kind === 'salary-certificate') return { kind: 'salary-certificate', result: recognition.result };
  return null;
}

function RecognitionRow({ name, recognition, onReview }: RecognitionRowProps) {
  const { t } = useTranslation('documentRecognition');
  const reviewable = reviewableOf(recognition);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{name}</p>
      {/* One live region per file: 'reading' turning into the figures is read out without a focus move. */}
      <div aria-live="polite" className="mt-1 text-sm">
        {isRecognitionAtWork(recognition) ? (
          <p className="flex items-center gap-2 text-slate-700">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin text-brand-600" />
            {t('reading')}
          </p>
        ) : recognition.status === 'failed' ? (
          <p className="flex items-start gap-2 text-slate-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
            {t('failed')}
          </p>
        ) : reviewable ? (
          <>
            <p className="text-slate-800">{reviewable.kind === 'ech0196' ? statementSummary(t, reviewable.result) : certificateSummary(t, reviewable.result)}</p>
            {recognition.confirmedAt ? (
              <p className="mt-1 flex items-center gap-2 font-medium text-green-800">
                <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t('confirmedOn', { date: formatDate(recognition.confirmedAt) })}
                {recognition.changedByTaxpayer ? ` · ${t('changedByYou')}` : null}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-slate-700">{t('readOther')}</p>
        )}
      </div>
      {reviewable && !recognition.confirmedAt ? (
        <Button variant="secondary" size="sm" className="mt-3" aria-label={t('reviewNamed', { name })} onClick={() => onReview(reviewable)}>
          {t('review')}
        </Button>
      ) : null}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslation<'documentRecognition'>>['t'];

/** 'E-Steuerauszug erkannt: Bank …, 3 Konten, 2 Depots, Steuerwert CHF 39’351.02'. */
function statementSummary(t: Translate, statement: TaxStatementResult): string {
  const values = {
    accounts: t('accounts', { count: statement.accounts.length }),
    depots: t('depots', { count: statement.depots.length }),
    taxValue: formatRappenAsChf(chfToRappen(statement.totalTaxValue)),
  };
  return statement.institution ? t('recognized', { ...values, institution: statement.institution }) : t('recognizedUnnamed', values);
}

const chfOrUnread = (t: Translate, amount: number | null) => (amount === null ? t('certificate.notRead') : formatRappenAsChf(chfToRappen(amount)));

/** 'Lohnausweis erkannt: Alpenblick Software AG, Bruttolohn CHF 109’520.00, Nettolohn CHF 92’957.00'. */
function certificateSummary(t: Translate, certificate: SalaryCertificateResult): string {
  const values = { gross: chfOrUnread(t, certificate.boxes.gross), net: chfOrUnread(t, certificate.boxes.net) };
  return certificate.employer.name ? t('certificateRecognized', { ...values, employer: certificate.employer.name }) : t('certificateRecognizedUnnamed', values);
}
