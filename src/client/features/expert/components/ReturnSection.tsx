import { Download, FileCheck2, Send, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '@shared/contract/expert';
import { Badge } from '@client/components/ui/Badge';
import { Button, buttonClasses } from '@client/components/ui/Button';
import { Dialog } from '@client/components/ui/Dialog';
import { Field } from '@client/components/ui/Field';
import { cn } from '@client/components/ui/cn';
import { formatDateTime, formatFileSize } from '@client/lib/format';
import type { UploadProgress } from '@client/lib/upload-request';
import { useCompleteCase } from '../api/complete-case';
import { useUploadCaseReturn } from '../api/upload-case-return';
import { downloadUrl } from '../document-groups';
import { checkReturnFile } from '../return-file-check';
import { useCaseToasts } from '../use-case-toasts';
import { CaseSection } from './CaseSection';

/**
 * The finished tax return: upload a PDF (status 4 -> 5, or a new version at 5), the versions
 * with download, and 'submitted to the tax authority' (5 -> 6) after a confirmation.
 */
export function ReturnSection({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('expert');
  const toasts = useCaseToasts();
  const upload = useUploadCaseReturn();
  const complete = useCompleteCase();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [confirming, setConfirming] = useState(false);

  const { userId, taxYear, status } = detail.summary;
  const canUpload = status === 'processing' || status === 'review_required';
  const canComplete = status === 'review_required' && detail.returns.length > 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    const refused = await checkReturnFile(chosen);
    if (refused) {
      setProblem(t(`return.problems.${refused}`));
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { userId, taxYear, file, onProgress: setProgress },
      {
        onSuccess: () => {
          toasts.success('upload');
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (error) => toasts.failure('upload', error),
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmComplete = () =>
    complete.mutate(
      { userId, taxYear },
      {
        onSuccess: () => {
          setConfirming(false);
          toasts.success('complete');
        },
        onError: (error) => {
          setConfirming(false);
          toasts.failure('complete', error);
        },
      },
    );

  return (
    <CaseSection id="return" title={t('case.sections.return')}>
      {status === 'completed' ? (
        <p className="mb-4 flex items-center gap-2 text-sm font-medium text-green-800">
          <FileCheck2 aria-hidden="true" className="h-4 w-4" />
          {t('return.completed')}
        </p>
      ) : null}

      {canUpload ? (
        <div className="mb-5 flex flex-col gap-2">
          <Field
            id="return-file"
            label={detail.returns.length ? t('return.replaceLabel') : t('return.uploadLabel')}
            hint={t('return.hint')}
            error={problem ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                accept="application/pdf,.pdf"
                disabled={upload.isPending}
                onChange={(event) => void choose(event.target.files?.[0])}
                className="block w-full text-sm text-slate-900 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-900 hover:file:bg-slate-50"
              />
            )}
          </Field>
          {progress ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={t('return.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="text-sm tabular-nums text-slate-700">{percent} %</span>
            </div>
          ) : null}
          <Button className="self-start" onClick={send} disabled={!file || upload.isPending}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {upload.isPending ? t('return.uploading') : t('return.upload')}
          </Button>
        </div>
      ) : null}

      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('return.versions')}</h3>
      {detail.returns.length === 0 ? <p className="mb-4 text-sm text-slate-600">{t('return.noVersions')}</p> : null}
      <ul className="mb-5 divide-y divide-slate-100 rounded-xl border border-slate-200 empty:hidden">
        {detail.returns.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
            <div className="min-w-0 flex-[1_1_12rem]">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-words font-medium text-slate-900 [overflow-wrap:anywhere]">{version.originalName}</span>
                {index === 0 ? <Badge tone="success">{t('return.current')}</Badge> : <Badge>{t('return.earlier')}</Badge>}
              </div>
              <div className="text-xs text-slate-600">
                {formatFileSize(version.size)} · {formatDateTime(version.createdAt)} · {version.uploadedBy}
              </div>
            </div>
            <a href={downloadUrl(version.contentUrl)} download={version.originalName} className={cn(buttonClasses('secondary', 'sm'), 'ml-auto shrink-0')} aria-label={t('return.downloadVersion', { name: version.originalName, date: formatDateTime(version.createdAt) })}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('return.download')}
            </a>
          </li>
        ))}
      </ul>

      {status !== 'completed' ? (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
          <Button variant="primary" className="self-start" onClick={() => setConfirming(true)} disabled={!canComplete || complete.isPending}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {t('return.complete')}
          </Button>
          {canComplete ? null : <p className="text-sm text-slate-600">{t('return.completeNeedsReturn')}</p>}
        </div>
      ) : null}

      <Dialog open={confirming} onOpenChange={setConfirming} title={t('return.confirmTitle')} description={t('return.confirmText', { name: detail.summary.name, year: taxYear })}>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('return.confirmCancel')}
          </Button>
          <Button onClick={confirmComplete} disabled={complete.isPending}>
            {complete.isPending ? t('return.completing') : t('return.confirm')}
          </Button>
        </div>
      </Dialog>
    </CaseSection>
  );
}
