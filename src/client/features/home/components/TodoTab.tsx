import { CircleCheck, Lock } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contract/user-answer';
import { isDocumentAreaHidden, showsDocumentChecklist, showsTaxPdfCard } from '@shared/domain/home-tiles';
import { Card } from '@client/components/ui/Card';
import { useDocumentCategories } from '@client/lib/api/get-document-categories';
import { isSessionExpired } from '@client/lib/api-client';
import { useFiles } from '@client/lib/api/get-files';
import { toast } from '@client/lib/toast';
import { useOpenedOnce } from '@client/lib/use-opened-once';
import { useTransmitTaxYear } from '../api/transmit-tax-year';
import { transmitErrorText } from '../transmit-error-text';
import { ACCEPT_ATTRIBUTE } from '../upload-checks';
import { RECOGNIZED_CATEGORY_IDS } from '../recognized-categories';
import { useDocumentUpload } from '../use-document-upload';
import { useUploadItems } from '../upload-store';
import { useAdvancedTaxInfoEnabled, useTransmitReadiness } from '../use-tile-flags';
import type { CameraFailure } from './CameraOverlay';
import type { UploadWay } from './CategoryDialog';
import { DocumentChecklist } from './DocumentChecklist';
import { TileGrid } from './TileGrid';

// The dialogs and the camera open only on a button press: their code (and the Radix dialog's)
// loads on the first press instead of with the home page (issue 10).
const CameraOverlay = lazy(() => import('./CameraOverlay').then((m) => ({ default: m.CameraOverlay })));
const TransmitDialog = lazy(() => import('./TransmitDialog').then((m) => ({ default: m.TransmitDialog })));
const CategoryDialog = lazy(() => import('./CategoryDialog').then((m) => ({ default: m.CategoryDialog })));
// Shown only once a return is finished, or once files were chosen: not part of the first screen (issue 10).
const TaxPdfCard = lazy(() => import('./TaxPdfCard').then((m) => ({ default: m.TaxPdfCard })));
const UploadProgressCard = lazy(() => import('./UploadProgressCard').then((m) => ({ default: m.UploadProgressCard })));
// Only once the year has a bank or custody statement, whose recognition it shows (issue 12).
const RecognizedDocumentsCard = lazy(() => import('./RecognizedDocumentsCard').then((m) => ({ default: m.RecognizedDocumentsCard })));

type TodoTabProps = { user: User | undefined; statusId: number; taxYear: number };
type TodoTasksProps = { user: User; statusId: number; taxYear: number };

type DialogState = { open: boolean; preferred: UploadWay; categoryId?: number; key: number };

/**
 * To-do tab (spec part 1 §2.3): its title and the sentence naming the tax year, then the tasks
 * once the person's answer is in. The title and sentence need only the selected year, which the
 * page knows without the server: they are the page's largest paint and on a phone no longer wait
 * for that answer and the tasks' first render (issue 10).
 */
export function TodoTab({ user, statusId, taxYear }: TodoTabProps) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="todo-title" className="flex flex-col gap-4">
      <div>
        <h1 id="todo-title" className="text-2xl font-semibold text-slate-900">
          {t('todo.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('todo.intro', { year: taxYear })}</p>
      </div>
      {user ? <TodoTasks user={user} statusId={statusId} taxYear={taxYear} /> : null}
    </section>
  );
}

/**
 * The tasks, top to bottom: the finished declaration (status 5 and 6), the upload card, the checklist of required
 * documents (status 2 and 3) and the tile grid, until the documents are transmitted (status 4+).
 * File Upload and Camera Upload open the category dialog, then the file picker or the camera;
 * a locked year takes no more documents. Transmit Files asks to confirm, then sends the year.
 */
function TodoTasks({ user, statusId, taxYear }: TodoTasksProps) {
  const { t } = useTranslation('home');
  const hasUploadItems = useUploadItems().length > 0;
  const transmit = useTransmitReadiness(taxYear, statusId);
  const transmitTaxYear = useTransmitTaxYear();
  const [confirmTransmit, setConfirmTransmit] = useState(false);
  const advancedTaxInfoEnabled = useAdvancedTaxInfoEnabled(taxYear, statusId);
  const files = useFiles(taxYear);
  const { categories } = useDocumentCategories(taxYear, 'basic');
  const upload = useDocumentUpload(taxYear);

  const [dialog, setDialog] = useState<DialogState>({ open: false, preferred: 'file', key: 0 });
  const transmitDialogMounted = useOpenedOnce(confirmTransmit);
  const categoryDialogMounted = useOpenedOnce(dialog.open);
  const [cameraCategory, setCameraCategory] = useState<number | null>(null);
  const cameraMounted = useOpenedOnce(cameraCategory !== null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pickerCategory = useRef<number | null>(null);

  const fileList = useMemo(() => files.data ?? [], [files.data]);
  const uploadedCategoryIds = useMemo(() => new Set(fileList.map((file) => file.categoryId)), [fileList]);
  const recognizableFiles = useMemo(() => fileList.filter((file) => RECOGNIZED_CATEGORY_IDS.has(file.categoryId)), [fileList]);

  const openDialog = (preferred: UploadWay, categoryId?: number) =>
    setDialog((current) => ({ open: true, preferred, categoryId, key: current.key + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const choose = (way: UploadWay, categoryId: number) => {
    closeDialog();
    if (way === 'camera') {
      setCameraCategory(categoryId);
      return;
    }
    pickerCategory.current = categoryId;
    fileInput.current?.click();
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again
    const categoryId = pickerCategory.current;
    if (categoryId === null || chosen.length === 0) return;
    void upload(chosen, categoryId);
  };

  const cameraFailed = (failure: CameraFailure) => {
    setCameraCategory(null);
    const description = failure === 'permission' ? t('camera.permission') : failure === 'capture' ? t('camera.captureFailed') : t('camera.unavailable');
    toast({ title: t('camera.errorTitle'), description, variant: 'destructive' });
  };

  const captured = (file: File) => {
    const categoryId = cameraCategory;
    setCameraCategory(null);
    if (categoryId !== null) void upload([file], categoryId);
  };

  const sendYear = () =>
    transmitTaxYear.mutate(
      { taxYear },
      {
        onSuccess: () => {
          setConfirmTransmit(false);
          toast({ title: t('transmit.successTitle'), description: t('transmit.successText') });
        },
        onError: (error) => {
          setConfirmTransmit(false);
          if (isSessionExpired(error)) return;
          toast({ title: t('transmit.failedTitle'), description: transmitErrorText(t, error), variant: 'destructive' });
        },
      },
    );

  return showsTaxPdfCard(statusId) ? (
    <Suspense fallback={null}>
      <TaxPdfCard taxYear={taxYear} statusId={statusId} />
    </Suspense>
  ) : isDocumentAreaHidden(statusId) ? (
    <Card className="flex items-start gap-3">
      <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
      <div>
        <h2 className="font-semibold text-slate-900">{t('todo.transmittedTitle')}</h2>
        <p className="mt-1 text-slate-700">{t('todo.transmittedText')}</p>
      </div>
    </Card>
  ) : (
    <>
      {hasUploadItems ? (
        <Suspense fallback={null}>
          <UploadProgressCard />
        </Suspense>
      ) : null}
      {recognizableFiles.length > 0 ? (
        <Suspense fallback={null}>
          <RecognizedDocumentsCard files={recognizableFiles} />
        </Suspense>
      ) : null}
      {transmit.advancedTaxLocked ? (
        <p className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('todo.lockedText', { year: taxYear })}
        </p>
      ) : null}
      {showsDocumentChecklist(statusId) ? (
        <DocumentChecklist
          uploadedCategoryIds={uploadedCategoryIds}
          categories={categories}
          onUpload={transmit.advancedTaxLocked ? undefined : (id) => openDialog('file', id)}
        />
      ) : null}
      <TileGrid
        taxYear={taxYear}
        isProfileComplete={user.isProfileComplete}
        input={{
          statusId,
          isTaxProfileComplete: user.isTaxProfileComplete,
          fileCount: fileList.length,
          advancedTaxInfoEnabled,
          advancedTaxLocked: transmit.advancedTaxLocked,
          transmitEnabled: transmit.enabled,
        }}
        transmitMissing={transmit.missing}
        onFileUpload={() => openDialog('file')}
        onCameraUpload={() => openDialog('camera')}
        onTransmit={() => setConfirmTransmit(true)}
      />
      <Suspense fallback={null}>
        {transmitDialogMounted ? (
          <TransmitDialog
            open={confirmTransmit}
            onOpenChange={setConfirmTransmit}
            taxYear={taxYear}
            sending={transmitTaxYear.isPending}
            onConfirm={sendYear}
          />
        ) : null}
        {categoryDialogMounted ? (
          <CategoryDialog
            key={dialog.key}
            open={dialog.open}
            onOpenChange={(open) => (open ? undefined : closeDialog())}
            categories={categories}
            uploadedCategoryIds={uploadedCategoryIds}
            preferred={dialog.preferred}
            initialCategoryId={dialog.categoryId}
            taxYear={taxYear}
            onChoose={choose}
          />
        ) : null}
        {cameraMounted ? (
          <CameraOverlay open={cameraCategory !== null} onClose={() => setCameraCategory(null)} onCapture={captured} onFailure={cameraFailed} />
        ) : null}
      </Suspense>
      <input ref={fileInput} type="file" multiple accept={ACCEPT_ATTRIBUTE} onChange={picked} className="hidden" tabIndex={-1} aria-hidden="true" />
    </>
  );
}
