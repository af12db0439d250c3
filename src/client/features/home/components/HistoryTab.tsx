import { ArrowRight, FolderOpen, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileHistoryDialog } from '@client/components/file-history/FileHistoryDialog';
import { Button, buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { useFiles } from '@client/lib/api/get-files';
import { MessageThread } from './MessageThread';
import { SendMessageBox } from './SendMessageBox';

/**
 * History tab (spec part 1 §2.3): 'Your Files' with the year's file count, the way to the
 * receipts of the Swiss tax deductions (/tax-documents), then 'Your messages' (the thread with
 * the experts) and the message box under it.
 */
export function HistoryTab({ taxYear }: { taxYear: number }) {
  const { t } = useTranslation('home');
  const files = useFiles(taxYear);
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h1 id="history-title" className="text-2xl font-semibold text-slate-900">
        {t('history.title')}
      </h1>
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('history.filesTitle')}</h2>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {files.data
              ? t('history.fileCount', { count: files.data.length, year: taxYear })
              : files.isError
                ? t('history.fileCountFailed')
                : t('history.fileCountLoading')}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <FolderOpen aria-hidden="true" className="h-5 w-5" />
          {t('history.yourFiles')}
        </Button>
      </Card>
      <FileHistoryDialog open={open} onOpenChange={setOpen} initialYear={taxYear} />
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <ReceiptText aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('history.deductionsTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('history.deductionsText')}</p>
          </div>
        </div>
        <Link to="/tax-documents" className={buttonClasses('secondary', 'md', 'shrink-0')}>
          {t('history.deductionsOpen')}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </Card>
      <MessageThread />
      <SendMessageBox />
    </section>
  );
}
