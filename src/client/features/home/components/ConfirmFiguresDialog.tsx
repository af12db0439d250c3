import type { FormEvent, ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasThumbnail } from '@shared/contract/documents';
import { Button } from '@client/components/ui/Button';
import { Dialog, DialogClose } from '@client/components/ui/Dialog';
import { cn } from '@client/components/ui/cn';
import { isSessionExpired } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';
import { toast } from '@client/lib/toast';
import { useConfirmRecognition, type ConfirmRecognitionInput } from '../api/confirm-file-recognition';
import { DocumentThumbnail, type ReviewedDocument } from './DocumentThumbnail';

/**
 * Sends the confirmed figures; on success the dialog closes and a toast says so. A lapsed session
 * gets no toast because the sign-in prompt already tells the person what happened.
 */
export function useConfirmFigures(onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation('documentRecognition');
  const confirm = useConfirmRecognition();
  const send = (input: ConfirmRecognitionInput) =>
    confirm.mutate(input, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('toast.confirmedTitle'), description: t('toast.confirmedText') });
      },
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast({ title: t('toast.failedTitle'), description: errorText(error), variant: 'destructive' });
      },
    });
  return { send, pending: confirm.isPending };
}

type ConfirmFiguresDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document the figures were read from: its thumbnail sits beside them. */
  document: ReviewedDocument;
  title: string;
  description: string;
  intro: string;
  /** Shown above the figures when the document itself looks off (invalid schema, implausible sums). */
  warning: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  children: ReactNode;
};

/**
 * The frame shared by the dialogs that check recognised figures: scrolling body, cancel and
 * confirm. The document's thumbnail sits above the figures on a phone (small, beside its link
 * text) and beside them from tablet width on, where it stays in view while the figures scroll.
 */
export function ConfirmFiguresDialog({ open, onOpenChange, document, title, description, intro, warning, onSubmit, pending, children }: ConfirmFiguresDialogProps) {
  const { t } = useTranslation('documentRecognition');
  const thumbnail = hasThumbnail(document.mimeType);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} layout="flush" size="lg" className={cn(thumbnail && 'lg:max-w-4xl')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">
          <div className={cn(thumbnail && 'sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-5 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6')}>
            {thumbnail ? (
              <div className="mb-4 sm:sticky sm:top-0 sm:mb-0 sm:self-start">
                <DocumentThumbnail document={document} />
              </div>
            ) : null}
            <div className="min-w-0">
              <p className="text-sm text-slate-700">{intro}</p>
              {warning ? (
                <p className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
                  {warning}
                </p>
              ) : null}
              {children}
            </div>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {t('dialog.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? t('dialog.confirming') : t('dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
