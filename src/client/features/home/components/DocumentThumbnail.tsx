import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasThumbnail } from '@shared/contract/documents';
import { fileThumbnailUrl } from '../api/get-file-thumbnail';

/** The document whose figures a dialog shows: enough to draw its thumbnail and open it. */
export type ReviewedDocument = { id: number; name: string; mimeType: string; contentUrl: string };

/**
 * A small picture of the document beside its recognised figures (issue 12), so the person can
 * compare them at a glance. The whole picture is a link that opens the file itself in a new tab
 * (the viewer the file history uses); its name says which file. A file without a picture
 * (an XML statement) shows none; a picture that fails to load leaves the link with an icon.
 */
export function DocumentThumbnail({ document }: { document: ReviewedDocument }) {
  const { t } = useTranslation('documentRecognition');
  const [failed, setFailed] = useState(false);
  if (!hasThumbnail(document.mimeType)) return null;
  return (
    <a
      href={document.contentUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('thumbnail.openNamed', { name: document.name })}
      className="group flex items-center gap-3 rounded-xl sm:flex-col sm:items-stretch sm:gap-2"
    >
      {failed ? (
        <span className="flex aspect-[1/1.414] w-28 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-500 sm:w-full">
          <FileText aria-hidden="true" className="h-8 w-8" />
        </span>
      ) : (
        <img
          src={fileThumbnailUrl(document.id)}
          alt=""
          // The usual A4 page's proportions reserve its place until the picture arrives.
          width={400}
          height={566}
          decoding="async"
          onError={() => setFailed(true)}
          className="h-auto w-28 shrink-0 rounded-lg border border-slate-200 bg-white shadow-sm group-hover:border-brand-400 sm:w-full"
        />
      )}
      <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 group-hover:underline">
        <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
        {failed ? t('thumbnail.noPreview') : t('thumbnail.open')}
      </span>
    </a>
  );
}
