import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@client/lib/format';
import type { DeductionStats as Stats } from '../deduction-overview';

/** The four figures of the page (spec part 2 'Tax documents page'). */
export function DeductionStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation('taxDocuments');
  const figures = [
    { key: 'available', label: t('stats.availableCategories'), value: String(stats.availableCategories) },
    { key: 'documents', label: t('stats.uploadedDocuments'), value: String(stats.uploadedDocuments) },
    { key: 'filled', label: t('stats.filledCategories'), value: String(stats.filledCategories) },
    { key: 'size', label: t('stats.totalSize'), value: formatFileSize(stats.totalBytes) },
  ];
  return (
    <section aria-labelledby="deduction-stats-title">
      <h2 id="deduction-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
