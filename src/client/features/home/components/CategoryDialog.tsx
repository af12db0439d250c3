import { Camera, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_CATEGORY_IDS } from '@shared/domain/document-category-table';
import { StorageUsageLine } from '@client/components/StorageUsageLine';
import { Button } from '@client/components/ui/Button';
import { Dialog } from '@client/components/ui/Dialog';
import { Field } from '@client/components/ui/Field';
import { Select } from '@client/components/ui/Select';
import type { CategoryOption } from '@client/lib/api/get-document-categories';
import { toast } from '@client/lib/toast';

export type UploadWay = 'file' | 'camera';

type CategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: CategoryOption[];
  /** Category ids that already have a file this year. */
  uploadedCategoryIds: ReadonlySet<number>;
  /** Which tile opened the dialog: its way is the primary button. */
  preferred: UploadWay;
  initialCategoryId?: number;
  /** The year the files go to: its storage use shows under the category. */
  taxYear: number;
  onChoose: (way: UploadWay, categoryId: number) => void;
};

/** The four required categories first (checklist order), then the others as the server lists them. */
function orderedCategories(categories: CategoryOption[]): CategoryOption[] {
  const required = REQUIRED_CATEGORY_IDS.flatMap((id) => categories.filter((c) => c.id === id));
  return [...required, ...categories.filter((c) => !(REQUIRED_CATEGORY_IDS as readonly number[]).includes(c.id))];
}

/**
 * Category selection before an upload (spec part 1 §2.3, §5): Cancel, Camera, Continue to
 * Upload. Without a category neither way goes on: the 'Category Required' toast says why.
 */
export function CategoryDialog({ open, onOpenChange, categories, uploadedCategoryIds, preferred, initialCategoryId, taxYear, onChoose }: CategoryDialogProps) {
  const { t } = useTranslation('home');
  const [categoryId, setCategoryId] = useState<number | null>(initialCategoryId ?? null);
  const [missing, setMissing] = useState(false);
  const chosen = categories.find((c) => c.id === categoryId);

  const go = (way: UploadWay) => {
    if (!chosen) {
      // The toast is the spec's message; the line under the field is read out inside the modal.
      setMissing(true);
      toast({ title: t('upload.categoryRequiredTitle'), description: t('upload.categoryRequiredText'), variant: 'destructive' });
      return;
    }
    onChoose(way, chosen.id);
  };

  const options = orderedCategories(categories).map((c) => {
    const required = (REQUIRED_CATEGORY_IDS as readonly number[]).includes(c.id);
    return {
      value: String(c.id),
      label: c.name,
      hint: required ? (uploadedCategoryIds.has(c.id) ? t('upload.requiredUploaded') : t('upload.required')) : undefined,
    };
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('upload.dialogTitle')} description={t('upload.dialogText')}>
      <div className="mt-5">
        <Field id="upload-category" label={t('upload.categoryLabel')} error={missing ? t('upload.categoryRequiredText') : undefined} required>
          {(control) => (
            <Select
              {...control}
              value={categoryId === null ? '' : String(categoryId)}
              onValueChange={(value) => {
                setCategoryId(Number(value));
                setMissing(false);
              }}
              options={options}
              display={chosen?.name}
              placeholder={t('upload.categoryPlaceholder')}
              triggerClassName="w-full justify-between text-base [&>span]:truncate"
            />
          )}
        </Field>
        <StorageUsageLine taxYear={taxYear} />
      </div>
      {/* Stacked at every width (the three labels do not fit one row in every language); the
          opening tile's way comes first, in the DOM too, so focus order matches what is seen. */}
      <div className="mt-6 flex flex-col gap-3">
        {(preferred === 'camera' ? (['camera', 'file'] as const) : (['file', 'camera'] as const)).map((way) => (
          <Button key={way} variant={way === preferred ? 'primary' : 'secondary'} onClick={() => go(way)}>
            {way === 'camera' ? <Camera aria-hidden="true" className="h-4 w-4" /> : <FileUp aria-hidden="true" className="h-4 w-4" />}
            {way === 'camera' ? t('upload.camera') : t('upload.continue')}
          </Button>
        ))}
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('upload.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
