import { FileText, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/components/ui/cn';
import type { DeductionOverviewItem } from '../deduction-overview';

type DeductionOverviewProps = {
  items: DeductionOverviewItem[];
  nameOf: (documentCategoryId: number) => string;
  /** Chooses the category in the upload form; absent while receipts cannot be added. */
  onAdd?: (documentCategoryId: number) => void;
  loading: boolean;
};

/** All 17 deductions with their receipts: count, the first two names, '+N weitere Dokumente'. */
export function DeductionOverview({ items, nameOf, onAdd, loading }: DeductionOverviewProps) {
  const { t } = useTranslation('taxDocuments');
  return (
    <section aria-labelledby="deduction-overview-title" aria-busy={loading || undefined}>
      <h2 id="deduction-overview-title" className="text-lg font-semibold text-slate-900">
        {t('overview.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('overview.intro')}</p>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map(({ deduction, count, fileNames, moreCount }) => {
          const name = nameOf(deduction.documentCategoryId);
          const headingId = `deduction-${deduction.id}`;
          return (
            <li
              key={deduction.id}
              aria-labelledby={headingId}
              className={cn('flex flex-col rounded-2xl border bg-white p-4 shadow-sm', count > 0 ? 'border-green-200' : 'border-slate-200')}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={headingId} className="font-semibold text-slate-900">
                    {name}
                  </h3>
                  <p className="text-sm text-slate-600">{t('formItem', { item: deduction.formItem })}</p>
                </div>
                <Badge tone={count > 0 ? 'success' : 'neutral'} className="shrink-0">
                  {count > 0 ? t('overview.documentCount', { count }) : t('overview.noDocuments')}
                </Badge>
              </div>
              <p className="mt-2 text-sm text-slate-700">{t(`categories.${deduction.id}`)}</p>
              {fileNames.length > 0 ? (
                <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-800">
                  {fileNames.map((fileName, i) => (
                    <li key={`${i}-${fileName}`} className="flex min-w-0 items-center gap-2">
                      <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                      <span className="truncate" title={fileName}>
                        {fileName}
                      </span>
                    </li>
                  ))}
                  {moreCount > 0 ? <li className="pl-6 text-slate-600">{t('overview.moreDocuments', { count: moreCount })}</li> : null}
                </ul>
              ) : null}
              {onAdd ? (
                <div className="mt-auto pt-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-ml-3 text-brand-700"
                    onClick={() => onAdd(deduction.documentCategoryId)}
                    aria-label={t('overview.addNamed', { name })}
                  >
                    <Plus aria-hidden="true" className="h-4 w-4" />
                    {t('overview.add')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
