import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SalaryCertificateResult } from '@shared/contract/document-recognition';
import { cn } from '@client/components/ui/cn';
import { formatDate } from '@client/lib/format';
import { validationText } from '@client/lib/i18n';
import {
  CERTIFICATE_REVIEW_BOXES,
  certificateFormSchema,
  certificateFormValues,
  confirmedCertificate,
  type CertificateFormValues,
  type CertificateRappen,
} from '../certificate-form';
import { ConfirmFiguresDialog, useConfirmFigures } from './ConfirmFiguresDialog';
import type { ReviewedDocument } from './DocumentThumbnail';
import { FigureAmountField } from './FigureAmountField';

type ConfirmCertificateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document the figures were read from (its thumbnail is shown beside them). */
  document: ReviewedDocument;
  result: SalaryCertificateResult;
};

/** 'Bitte prüfen' with its icon: a box read with low confidence is marked by more than colour. */
function CheckThis() {
  const { t } = useTranslation('documentRecognition');
  return (
    <span className="flex items-center gap-1.5 font-medium text-amber-900">
      <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
      {t('certificate.checkThis')}
    </span>
  );
}

/**
 * Check and confirm a salary certificate (issue 12): the boxes a return takes from it as amount
 * fields the person may correct, those read with low confidence marked 'please check'.
 */
export function ConfirmCertificateDialog({ open, onOpenChange, document, result }: ConfirmCertificateDialogProps) {
  const { t } = useTranslation('documentRecognition');
  const confirm = useConfirmFigures(onOpenChange);
  const form = useForm<CertificateFormValues, unknown, CertificateRappen>({
    resolver: zodResolver(certificateFormSchema),
    defaultValues: certificateFormValues(result),
  });
  const { errors } = form.formState;
  const isLow = (key: keyof SalaryCertificateResult['fieldConfidence']) => result.fieldConfidence[key] === 'low';

  const submit = form.handleSubmit((boxes) => confirm.send({ fileId: document.id, kind: 'salary-certificate', result: confirmedCertificate(result, boxes) }));

  const period = result.period.from && result.period.to ? t('certificate.period', { from: formatDate(result.period.from), to: formatDate(result.period.to) }) : null;
  const employer = result.employer.name ?? t('certificate.employerUnknown');

  return (
    <ConfirmFiguresDialog
      open={open}
      onOpenChange={onOpenChange}
      document={document}
      title={t('certificate.title')}
      description={period ? `${employer} · ${period}` : employer}
      intro={t('certificate.intro')}
      warning={result.plausible ? null : t('certificate.implausible')}
      onSubmit={submit}
      pending={confirm.pending}
    >
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {CERTIFICATE_REVIEW_BOXES.map((key) => {
          const low = isLow(key);
          return (
            <FigureAmountField
              key={key}
              form={form}
              name={key}
              id={`certificate-${key}`}
              label={t(`certificate.boxes.${key}`)}
              hint={low ? <CheckThis /> : undefined}
              error={errors[key]?.message ? validationText(errors[key].message) : undefined}
              className={cn(low && 'rounded-xl border-l-4 border-amber-500 pl-3')}
            />
          );
        })}
      </div>

      <section aria-labelledby="certificate-remarks-title" className={cn('mt-5', isLow('remarks') && 'rounded-xl border-l-4 border-amber-500 pl-3')}>
        <h3 id="certificate-remarks-title" className="font-semibold text-slate-900">
          {t('certificate.boxes.remarks')}
        </h3>
        {isLow('remarks') ? <CheckThis /> : null}
        <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">{result.boxes.remarks ?? t('certificate.noRemarks')}</p>
      </section>
    </ConfirmFiguresDialog>
  );
}
