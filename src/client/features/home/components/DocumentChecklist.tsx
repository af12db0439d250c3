import { Circle, CircleCheck, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { requiredDocumentsChecklist } from '@shared/domain/document-category-table';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { categoryNameOf, type CategoryOption } from '@client/lib/api/get-document-categories';

type DocumentChecklistProps = {
  uploadedCategoryIds: ReadonlySet<number>;
  categories: CategoryOption[];
  /** Opens the upload dialog with this category chosen; absent while uploads are not possible. */
  onUpload?: (categoryId: number) => void;
};

/** The four required documents, uploaded or not, and the share done in percent (spec part 1 §4.7). */
export function DocumentChecklist({ uploadedCategoryIds, categories, onUpload }: DocumentChecklistProps) {
  const { t } = useTranslation('home');
  const { items, percent } = requiredDocumentsChecklist(uploadedCategoryIds);
  return (
    <Card role="region" aria-labelledby="checklist-title" className="p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
          {t('checklist.title')}
        </h2>
        <span className="shrink-0 whitespace-nowrap text-sm font-semibold tabular-nums text-slate-800">{t('checklist.percent', { percent })}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{percent === 100 ? t('checklist.complete') : t('checklist.intro')}</p>
      <div
        role="progressbar"
        aria-label={t('checklist.barLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('checklist.percent', { percent })}
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-500', percent === 100 ? 'bg-green-700' : 'bg-brand-600')} style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-3 flex flex-col gap-1">
        {items.map((item) => {
          const name = categoryNameOf(categories, item.id);
          return (
            <li key={item.id} className="flex min-h-11 items-center gap-3">
              {item.uploaded ? (
                <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block hyphens-auto break-words font-medium text-slate-900">{name}</span>
                <span className={cn('block text-sm', item.uploaded ? 'text-green-800' : 'text-slate-600')}>
                  {item.uploaded ? t('checklist.uploaded') : t('checklist.missing')}
                </span>
              </span>
              {!item.uploaded && onUpload ? (
                <Button variant="secondary" size="sm" onClick={() => onUpload(item.id)} aria-label={t('checklist.uploadNamed', { name })}>
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  {t('checklist.upload')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
