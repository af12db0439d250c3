import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileHistoryDialog } from '@client/components/file-history/FileHistoryDialog';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { useFiles } from '@client/lib/api/get-files';
import { SendMessageBox } from './SendMessageBox';

/** History tab (spec part 1 §2.3): 'Your Files' with the year's file count, then the message box. */
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
      <SendMessageBox />
    </section>
  );
}
