import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogClose } from '../ui/Dialog';
import { Button, buttonClasses } from '../ui/Button';
import { FileHistory } from './FileHistory';

type FileHistoryDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; initialYear: number };

/** The file history as a dialog (spec part 1 §2.3, §2.4); its files are fetched again on every opening. */
export function FileHistoryDialog({ open, onOpenChange, initialYear }: FileHistoryDialogProps) {
  const { t } = useTranslation('files');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} layout="flush" size="lg">
      <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-2 sm:px-6">
        <FileHistory initialYear={initialYear} dayHeading="h3" />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-between sm:px-6">
        <DialogClose asChild>
          <Button variant="ghost">{t('close')}</Button>
        </DialogClose>
        <Link to="/file-history" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
          {t('openPage')}
          <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Dialog>
  );
}
