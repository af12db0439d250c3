import { CircleAlert, CircleCheck, LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { formatFileSize } from '@client/lib/format';
import { uploadErrorText } from '@client/lib/upload-error-text';
import { clearFinishedUploads, useUploadItems, type UploadItem } from '../upload-store';

/**
 * The upload card (spec part 1 §2.3, §3.6, §4.5): each file with its name, progress and
 * status; a refused file keeps its reason until the card is closed or the next upload starts.
 */
export function UploadProgressCard() {
  const { t } = useTranslation('home');
  const items = useUploadItems();
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'uploading');
  return (
    <Card role="region" className="p-4 sm:p-5" aria-labelledby="upload-card-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="upload-card-title" className="text-lg font-semibold text-slate-900">
          {busy ? t('upload.card.titleBusy') : t('upload.card.title')}
        </h2>
        {!busy ? (
          <Button variant="ghost" size="icon" aria-label={t('upload.card.close')} onClick={clearFinishedUploads}>
            <X aria-hidden="true" className="h-5 w-5" />
          </Button>
        ) : null}
      </div>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} />
        ))}
      </ul>
    </Card>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('home');
  const statusText =
    item.status === 'uploading' ? t('upload.card.uploading') : item.status === 'success' ? t('upload.card.success') : t('upload.card.error');
  const Icon = item.status === 'uploading' ? LoaderCircle : item.status === 'success' ? CircleCheck : CircleAlert;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0',
            item.status === 'uploading' && 'animate-spin text-brand-600',
            item.status === 'success' && 'text-green-700',
            item.status === 'error' && 'text-red-700',
          )}
        />
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium text-slate-900 [overflow-wrap:anywhere]">{item.fileName}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            <span className={cn('font-medium', item.status === 'success' && 'text-green-800', item.status === 'error' && 'text-red-700')}>{statusText}</span>
            {' · '}
            {formatFileSize(item.size)}
          </p>
        </div>
        {item.status !== 'error' ? <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-700">{item.progress} %</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('upload.card.progressOf', { name: item.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.progress}
        aria-valuetext={`${item.progress} % – ${statusText}`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-200', item.status === 'error' ? 'bg-red-700' : item.status === 'success' ? 'bg-green-700' : 'bg-brand-600')}
          style={{ width: `${item.progress}%` }}
        />
      </div>
      {item.status === 'error' && item.error ? (
        <p className="mt-2 text-sm font-medium text-red-700">{uploadErrorText(item.error)}</p>
      ) : null}
    </li>
  );
}
