import { Download, ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaseDocument } from '@shared/contract/expert';
import { buttonClasses } from '@client/components/ui/Button';
import { formatDateTime, formatFileSize } from '@client/lib/format';
import { currentLanguage } from '@client/lib/i18n';
import { downloadUrl, groupDocumentsByCategory } from '../document-groups';
import { CaseSection } from './CaseSection';
import { DocumentRecognition } from './DocumentRecognition';

/**
 * The taxpayer's documents by category, each with what was recognised in it; View opens the
 * staff content URL in a new tab.
 */
export function DocumentsSection({ documents }: { documents: readonly CaseDocument[] }) {
  const { t } = useTranslation('expert');
  useTranslation('documentCategories');
  const groups = groupDocumentsByCategory(documents, currentLanguage());
  return (
    <CaseSection id="documents" title={t('case.sections.documents')} actions={<span className="text-sm text-slate-700">{t('documents.count', { count: documents.length })}</span>}>
      {groups.length === 0 ? <p className="text-sm text-slate-600">{t('documents.none')}</p> : null}
      <div className="flex flex-col gap-5">
        {groups.map((group) => (
          <section key={group.categoryId} aria-labelledby={`doc-group-${group.categoryId}`}>
            <h3 id={`doc-group-${group.categoryId}`} className="mb-2 text-sm font-semibold text-slate-900">
              {group.name} <span className="font-normal text-slate-600">({group.files.length})</span>
            </h3>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {group.files.map((file) => (
                <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
                  {/* The name keeps at least 12rem; below that the buttons move to a second line, so no name is cut. */}
                  <div className="flex min-w-0 flex-[1_1_12rem] items-start gap-3">
                    <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                    <div className="min-w-0 flex-1">
                      <div className="break-words font-medium text-slate-900 [overflow-wrap:anywhere]">{file.originalFileName}</div>
                      <div className="text-xs text-slate-600">
                        {formatFileSize(file.size)} · {formatDateTime(file.uploadedAt)}
                      </div>
                      {file.recognition ? <DocumentRecognition recognition={file.recognition} fileName={file.originalFileName} /> : null}
                    </div>
                  </div>
                  <div className="ml-auto flex shrink-0 items-center gap-2">
                    <a
                      href={file.blobUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClasses('ghost', 'sm')}
                      aria-label={t('documents.viewFile', { name: file.originalFileName })}
                    >
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                      {t('documents.view')}
                    </a>
                    <a href={downloadUrl(file.blobUrl)} download={file.originalFileName} className={buttonClasses('secondary', 'sm')} aria-label={t('documents.downloadFile', { name: file.originalFileName })}>
                      <Download aria-hidden="true" className="h-4 w-4" />
                      {t('documents.download')}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </CaseSection>
  );
}
