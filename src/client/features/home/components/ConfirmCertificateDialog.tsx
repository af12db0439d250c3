import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SalaryCertificateResult } from '@shared/contract/document-recognition';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';
import { Field, Input } from '@client/components/ui/Field';
import { isSessionExpired } from '@client/lib/api-client';
import { registerChfAmount } from '@client/lib/chf-amount-field';
import { errorText } from '@client/lib/error-text';
import { formatDate } from '@client/lib/format';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useConfirmRecognition } from '../api/confirm-file-recognition';
import {
  CERTIFICATE_REVIEW_BOXES,
  certificateFormSchema,
  certificateFormValues,
  confirmedCertificate,
  type CertificateFormValues,
  type CertificateRappen,
} from '../certificate-form';

type ConfirmCertificateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileId: number;
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
export function ConfirmCertificateDialog({ open, onOpenChange, fileId, result }: ConfirmCertificateDialogProps) {
  const { t } = useTranslation('documentRecognition');
  const confirm = useConfirmRecognition();
  const form = useForm<CertificateFormValues, unknown, CertificateRappen>({
    resolver: zodResolver(certificateFormSchema),
    defaultValues: certificateFormValues(result),
  });
  const { errors } = form.formState;
  const isLow = (key: keyof SalaryCertificateResult['fieldConfidence']) => result.fieldConfidence[key] === 'low';

  const submit = form.handleSubmit((boxes) =>
    confirm.mutate(
      { fileId, kind: 'salary-certificate', result: confirmedCertificate(result, boxes) },
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

  const period = result.period.from && result.period.to ? t('certificate.period', { from: formatDate(result.period.from), to: formatDate(result.period.to) }) : null;
  const employer = result.employer.name ?? t('certificate.employerUnknown');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('certificate.title')}
      description={period ? `${employer} · ${period}` : employer}
      layout="flush"
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">
          <p className="text-sm text-slate-700">{t('certificate.intro')}</p>
          {!result.plausible ? (
            <p className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
              {t('certificate.implausible')}
            </p>
          ) : null}

          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {CERTIFICATE_REVIEW_BOXES.map((key) => {
              const low = isLow(key);
              return (
                <Field
                  key={key}
                  id={`certificate-${key}`}
                  label={t(`certificate.boxes.${key}`)}
                  hint={low ? <CheckThis /> : undefined}
                  error={errors[key]?.message ? validationText(errors[key].message) : undefined}
                  className={cn(low && 'rounded-xl border-l-4 border-amber-500 pl-3')}
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
