import { CircleAlert, CircleCheck, LoaderCircle, Lock, Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import { ADVANCED_UPLOAD_ACCEPT } from '../category-upload-checks';
import { categoryUploadErrorText } from '../category-upload-error-text';
import { useCategoryUploadState } from '../category-upload-store';
import type { UploadAvailability } from '../section-overview';
import { useCategoryUpload } from '../use-category-upload';

type CategoryUploadProps = {
  taxYear: number;
  category: { id: number; name: string };
  availability: UploadAvailability;
  /** Id of the text that says which files are taken (shown once per list). */
  hintId?: string;
  /** Shown next to the button (the typical-documents disclosure). */
  extra?: ReactNode;
};

/**
 * The upload of one category (spec part 2 'Tax documents overview', §4, §5): one file per
 * action, a progress bar with percent while it goes, the outcome for 2 s (success) or until
 * the next try (failure). When uploads are not possible the button says why.
 */
export function CategoryUpload({ taxYear, category, availability, hintId, extra }: CategoryUploadProps) {
  const { t } = useTranslation('advancedTaxInfo');
  const state = useCategoryUploadState(taxYear, category.id);
  const upload = useCategoryUpload(taxYear);
  const input = useRef<HTMLInputElement>(null);
  const busy = state?.status === 'uploading';
  const ready = availability === 'ready' && !busy;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (file) void upload(file, category);
  };

  const label = busy ? t('upload.uploading') : availability === 'ready' ? t('upload.button') : t(`upload.${availability}`);
  const Icon = busy ? LoaderCircle : availability === 'locked' ? Lock : Upload;
  const announcement = !state
    ? ''
    : state.status === 'uploading'
      ? t('upload.statusUploading', { name: state.fileName })
      : state.status === 'success'
        ? t('upload.statusSuccess', { name: state.fileName })
        : t('upload.statusError', { name: state.fileName });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          disabled={!ready}
          aria-label={ready ? t('upload.buttonLabel', { category: category.name }) : undefined}
          aria-describedby={ready ? hintId : undefined}
          onClick={() => input.current?.click()}
        >
          <Icon aria-hidden="true" className={cn('h-4 w-4', busy && 'animate-spin')} />
          {label}
        </Button>
        {extra}
      </div>
      {state ? (
        <div>
          {state.status !== 'error' ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={t('upload.progressLabel', { name: state.fileName })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.progress}
                className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className={cn('h-full rounded-full transition-[width] duration-200', state.status === 'success' ? 'bg-green-700' : 'bg-brand-600')}
                  style={{ width: `${state.progress}%` }}
                />
              </div>
              <span className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-700">{state.progress} %</span>
            </div>
          ) : null}
          <p
            className={cn(
              'mt-1 flex items-start gap-1.5 text-sm [overflow-wrap:anywhere]',
              state.status === 'error' ? 'font-medium text-red-700' : state.status === 'success' ? 'text-green-800' : 'text-slate-600',
            )}
          >
            {state.status === 'success' ? <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> : null}
            {state.status === 'error' ? <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> : null}
            <span>
              {state.status === 'error' ? `${state.fileName}: ${categoryUploadErrorText(t, state.error)}` : announcement}
            </span>
          </p>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <input ref={input} type="file" accept={ADVANCED_UPLOAD_ACCEPT} onChange={picked} className="hidden" tabIndex={-1} aria-hidden="true" />
    </div>
  );
}
