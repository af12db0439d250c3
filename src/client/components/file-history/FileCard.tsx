import { Download, ExternalLink, FileImage, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '@shared/contract/documents';
import { now } from '@client/lib/clock';
import { formatFileSize, formatRelativeTime, formatTimeOfDay } from '@client/lib/format';
import { Badge } from '../ui/Badge';
import { buttonClasses } from '../ui/Button';
import { uploadDateOf } from './group-files-by-day';

/** The download address of a file: its content endpoint as an attachment. */
export function downloadUrlOf(blobUrl: string): string {
  return `${blobUrl}${blobUrl.includes('?') ? '&' : '?'}download=1`;
}

/**
 * One file (spec part 1 §2.4): original name, relative upload time ('date unknown' when
 * absent) and time of day, size, category badge, View (new tab) and Download.
 */
export function FileCard({ file, categoryName }: { file: DocumentFile; categoryName: string }) {
  const { t, i18n } = useTranslation('files');
  const name = file.originalFileName || file.fileName || file.filename;
  const uploaded = uploadDateOf(file);
  const relative = formatRelativeTime(uploaded, now(), i18n.language);
  const Icon = file.mimeType.startsWith('image/') ? FileImage : FileText;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" aria-label={name}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{name}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {uploaded ? (
              <>
                <time dateTime={uploaded.toISOString()}>{relative}</time>
                {' · '}
                {t('timeOfDay', { time: formatTimeOfDay(uploaded) })}
              </>
            ) : (
              t('dateUnknown')
            )}
            {' · '}
            {formatFileSize(file.size)}
          </p>
          <Badge tone="info" className="mt-2">
            {categoryName}
          </Badge>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <a href={file.blobUrl} target="_blank" rel="noopener noreferrer" aria-label={t('viewNamed', { name })} className={buttonClasses('secondary', 'sm')}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {t('view')}
        </a>
        <a href={downloadUrlOf(file.blobUrl)} download={name} aria-label={t('downloadNamed', { name })} className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('download')}
        </a>
      </div>
    </article>
  );
}
