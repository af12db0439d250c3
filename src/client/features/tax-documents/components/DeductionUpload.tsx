import { CircleAlert, CircleCheck, Lock, Upload } from 'lucide-react';
import { forwardRef, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { DEDUCTION_CATEGORIES } from '@shared/domain/deduction-categories';
import { StorageUsageLine } from '@client/components/StorageUsageLine';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, fieldIds } from '@client/components/ui/Field';
import { Select } from '@client/components/ui/Select';
import { uploadErrorText } from '@client/lib/upload-error-text';
import { DEDUCTION_ACCEPT, type UploadBlock } from '../upload-rules';
import type { DeductionUploadState } from '../use-deduction-upload';

type DeductionUploadProps = {
  /** The year the receipts go to: its storage use shows under the picker. */
  taxYear: number;
  categoryId: number | null;
  onCategoryChange: (categoryId: number) => void;
  nameOf: (documentCategoryId: number) => string;
  /** Why receipts cannot be added (undefined while that is being checked). */
  block: UploadBlock | null | undefined;
  state: DeductionUploadState;
  onFiles: (files: File[], categoryId: number) => void;
};

/**
 * Category ('Steuerziffer auswählen') and file picker (spec part 2 'Tax documents page', §5):
 * the picker works once a category is chosen and not while an upload runs; trying it without a
 * category says so. Progress, then what arrived and what was refused, with the reason.
 */
export const DeductionUpload = forwardRef<HTMLButtonElement, DeductionUploadProps>(function DeductionUpload(
  { taxYear, categoryId, onCategoryChange, nameOf, block, state, onFiles },
  pickerRef,
) {
  const { t } = useTranslation('taxDocuments');
  const fileInput = useRef<HTMLInputElement>(null);
  const [triedWithoutCategory, setTriedWithoutCategory] = useState(false);
  // Choosing a category (here or from the overview) answers the 'choose a category first' hint.
  const [previousCategoryId, setPreviousCategoryId] = useState(categoryId);
  if (categoryId !== previousCategoryId) {
    setPreviousCategoryId(categoryId);
    if (categoryId !== null) setTriedWithoutCategory(false);
  }
  const hintId = useId();
  const categoryFieldId = useId();
  const uploading = state.phase === 'uploading';
  const blocked = block !== null;
  const missingCategory = categoryId === null;

  const pick = () => {
    if (missingCategory) {
      setTriedWithoutCategory(true);
      return;
    }
    fileInput.current?.click();
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again
    if (files.length === 0 || categoryId === null) return;
    onFiles(files, categoryId);
  };

  const showCategoryError = triedWithoutCategory && missingCategory;
  return (
    <Card>
      <section aria-labelledby="deduction-upload-title">
        <h2 id="deduction-upload-title" className="text-lg font-semibold text-slate-900">
          {t('upload.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('upload.intro')}</p>
        {block ? (
          <div className="mt-4 flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <div>
              <p className="font-semibold text-slate-900">{t('upload.blockedTitle')}</p>
              <p className="mt-0.5">{t(`upload.blocked.${block}`)}</p>
              {block === 'profileIncomplete' ? (
                <Link to="/profile?setup=tax" className="mt-1 inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
                  {t('upload.completeProfile')}
                </Link>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className="mt-4 flex flex-col gap-4">
          <Field id={categoryFieldId} label={t('upload.categoryLabel')} error={showCategoryError ? t('upload.categoryRequired') : undefined}>
            {(control) => (
              <Select
                {...control}
                value={categoryId === null ? '' : String(categoryId)}
                onValueChange={(value) => onCategoryChange(Number(value))}
                placeholder={t('upload.categoryPlaceholder')}
                triggerClassName="w-full justify-between text-left text-base [&>span]:truncate"
                options={DEDUCTION_CATEGORIES.map((deduction) => ({
                  value: String(deduction.documentCategoryId),
                  label: `${nameOf(deduction.documentCategoryId)} (${t('formItem', { item: deduction.formItem })})`,
                }))}
              />
            )}
          </Field>
          <div>
            <Button
              ref={pickerRef}
              onClick={pick}
              disabled={uploading || blocked}
              aria-disabled={missingCategory || undefined}
              aria-describedby={showCategoryError ? `${fieldIds(categoryFieldId).error} ${hintId}` : hintId}
              className="w-full sm:w-auto"
            >
              <Upload aria-hidden="true" className="h-5 w-5" />
              {uploading ? t('upload.uploading') : t('upload.choose')}
            </Button>
            <p id={hintId} className="mt-1.5 text-sm text-slate-600">
              {t('upload.hint')}
            </p>
            <StorageUsageLine taxYear={taxYear} />
            <input ref={fileInput} type="file" multiple accept={DEDUCTION_ACCEPT} onChange={picked} className="hidden" tabIndex={-1} aria-hidden="true" />
          </div>
        </div>
        <UploadOutcome state={state} nameOf={nameOf} />
      </section>
    </Card>
  );
});

function UploadOutcome({ state, nameOf }: { state: DeductionUploadState; nameOf: (id: number) => string }) {
  const { t } = useTranslation('taxDocuments');
  if (state.phase === 'uploading') {
    return (
      <div className="mt-4">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {t('upload.progress', { count: state.fileCount, name: nameOf(state.categoryId) })}
        </p>
        <div
          role="progressbar"
          aria-label={t('upload.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          aria-valuetext={`${state.percent} %`}
          className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${state.percent}%` }} />
        </div>
      </div>
    );
  }
  if (state.phase !== 'done') return <div aria-live="polite" />;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {state.uploaded.length > 0 ? (
        <div className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">{t('upload.uploaded', { count: state.uploaded.length, name: nameOf(state.categoryId) })}</p>
            <ul className="mt-1">
              {state.uploaded.map((fileName, i) => (
                <li key={`${i}-${fileName}`} className="break-words">
                  {fileName}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {state.refused.length > 0 ? (
        <div role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">{t('upload.refused', { count: state.refused.length })}</p>
            <ul className="mt-1 flex flex-col gap-1">
              {state.refused.map((file, i) => (
                <li key={`${i}-${file.fileName}`} className="break-words">
                  <span className="font-medium">{file.fileName}</span>:{' '}
                  {file.error.code === ERROR_CODES.sectionLocked
                    ? t('upload.errors.sectionLocked')
                    : uploadErrorText(file.error)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
