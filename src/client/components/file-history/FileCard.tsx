import { CircleAlert, CircleCheck, Download, ExternalLink, FileImage, FileSearch, FileText, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileRecognitionSummary, ListedFile } from '@shared/contract/documents';
import { now } from '@client/lib/clock';
import { formatFileSize, formatRelativeTime, formatSwissDate, formatTimeOfDay } from '@client/lib/format';
import { Badge } from '../ui/Badge';
import { buttonClasses } from '../ui/Button';
import { uploadDateOf } from './group-files-by-day';

/** The download address of a file: its content endpoint as an attachment. */
export function downloadUrlOf(blobUrl: string): string {
  return `${blobUrl}${blobUrl.includes('?') ? '&' : '?'}download=1`;
}

/**
 * Where the reading of a file stands (issue 12), in one line with an icon, so the state does not
 * rest on colour alone: what was recognised and when the person confirmed it, still being read,
 * or left for the tax experts.
 */
function RecognitionLine({ recognition }: { recognition: FileRecognitionSummary }) {
  const { t } = useTranslation('files');
  if (recognition.status === 'pending' || recognition.status === 'running') {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
        {t('recognition.reading')}
      </p>
    );
  }
  if (recognition.status === 'failed') {
    return (
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-800">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        {t('recognition.failed')}
      </p>
    );
  }
  const found = recognition.kind === 'ech0196' ? t('recognition.statement') : recognition.kind === 'salary-certificate' ? t('recognition.certificate') : t('recognition.read');
  const Icon = recognition.confirmedAt ? CircleCheck : FileSearch;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-800">
      <Icon aria-hidden="true" className={recognition.confirmedAt ? 'mt-0.5 h-4 w-4 shrink-0 text-green-700' : 'mt-0.5 h-4 w-4 shrink-0 text-slate-600'} />
      <span>
        {found}
        {recognition.confirmedAt ? ` · ${t('recognition.confirmedOn', { date: formatSwissDate(recognition.confirmedAt) })}` : null}
      </span>
    </p>
  );
}

/**
 * One file (spec part 1 §2.4): original name, relative upload time ('date unknown' when
 * absent) and time of day, size, what its reading found (for a file the server reads), category
 * badge, View (new tab) and Download.
 */
export function FileCard({ file, categoryName }: { file: ListedFile; categoryName: string }) {
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
          {file.recognition ? <RecognitionLine recognition={file.recognition} /> : null}
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
