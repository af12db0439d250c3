import { CircleCheck } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contract/user';
import { isDocumentAreaHidden, showsDocumentChecklist } from '@shared/domain/home-tiles';
import { Card } from '@client/components/ui/Card';
import { useDocumentCategories } from '@client/lib/api/get-document-categories';
import { useFiles } from '@client/lib/api/get-files';
import { toast } from '@client/lib/toast';
import { ACCEPT_ATTRIBUTE } from '../upload-checks';
import { useDocumentUpload } from '../use-document-upload';
import { useAdvancedTaxInfoEnabled, useTransmitEnabled } from '../use-tile-flags';
import { CameraOverlay, type CameraFailure } from './CameraOverlay';
import { CategoryDialog, type UploadWay } from './CategoryDialog';
import { DocumentChecklist } from './DocumentChecklist';
import { TileGrid } from './TileGrid';
import { UploadProgressCard } from './UploadProgressCard';

type TodoTabProps = { user: User; statusId: number; taxYear: number };

type DialogState = { open: boolean; preferred: UploadWay; categoryId?: number; key: number };

/**
 * To-do tab (spec part 1 §2.3), top to bottom: the upload card, the checklist of required
 * documents (status 2 and 3) and the tile grid, until the documents are transmitted (status 4+).
 * File Upload and Camera Upload open the category dialog, then the file picker or the camera.
 */
export function TodoTab({ user, statusId, taxYear }: TodoTabProps) {
  const { t } = useTranslation('home');
  const transmitEnabled = useTransmitEnabled();
  const advancedTaxInfoEnabled = useAdvancedTaxInfoEnabled(taxYear, statusId);
  const files = useFiles(taxYear);
  const { categories } = useDocumentCategories(taxYear, 'basic');
  const upload = useDocumentUpload(taxYear);

  const [dialog, setDialog] = useState<DialogState>({ open: false, preferred: 'file', key: 0 });
  const [cameraCategory, setCameraCategory] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pickerCategory = useRef<number | null>(null);

  const fileList = useMemo(() => files.data ?? [], [files.data]);
  const uploadedCategoryIds = useMemo(() => new Set(fileList.map((file) => file.categoryId)), [fileList]);

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

  return (
    <section aria-labelledby="todo-title" className="flex flex-col gap-4">
      <div>
        <h1 id="todo-title" className="text-2xl font-semibold text-slate-900">
          {t('todo.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('todo.intro', { year: taxYear })}</p>
      </div>
      {isDocumentAreaHidden(statusId) ? (
        <Card className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
          <div>
            <h2 className="font-semibold text-slate-900">{t('todo.transmittedTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('todo.transmittedText')}</p>
          </div>
        </Card>
      ) : (
        <>
          <UploadProgressCard />
          {showsDocumentChecklist(statusId) ? (
            <DocumentChecklist uploadedCategoryIds={uploadedCategoryIds} categories={categories} onUpload={(id) => openDialog('file', id)} />
          ) : null}
          <TileGrid
            isProfileComplete={user.isProfileComplete}
            input={{ statusId, isTaxProfileComplete: user.isTaxProfileComplete, fileCount: fileList.length, advancedTaxInfoEnabled, transmitEnabled }}
            onFileUpload={() => openDialog('file')}
            onCameraUpload={() => openDialog('camera')}
          />
          <CategoryDialog
            key={dialog.key}
            open={dialog.open}
            onOpenChange={(open) => (open ? undefined : closeDialog())}
            categories={categories}
            uploadedCategoryIds={uploadedCategoryIds}
            preferred={dialog.preferred}
            initialCategoryId={dialog.categoryId}
            onChoose={choose}
          />
          <CameraOverlay open={cameraCategory !== null} onClose={() => setCameraCategory(null)} onCapture={captured} onFailure={cameraFailed} />
          <input ref={fileInput} type="file" multiple accept={ACCEPT_ATTRIBUTE} onChange={picked} className="hidden" tabIndex={-1} aria-hidden="true" />
        </>
      )}
    </section>
  );
}
