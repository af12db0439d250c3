import { FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyYears } from '@shared/domain/tax-years';
import { categoryNameOf, useDocumentCategories } from '@client/lib/api/get-document-categories';
import { useFiles } from '@client/lib/api/get-files';
import { now } from '@client/lib/clock';
import { formatWeekdayDate } from '@client/lib/format';
import { LoadFailedCard } from '../ui/LoadFailedCard';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { FileCard } from './FileCard';
import { groupFilesByDay } from './group-files-by-day';

type FileHistoryProps = {
  /** The year shown first; a year outside the last five falls back to the current one. */
  initialYear: number;
  /** Level of the day headings: 2 on the page, 3 inside the dialog. */
  dayHeading: 'h2' | 'h3';
};

const ALL = 'all';

/**
 * The file history (spec part 1 §2.4) shared by the history dialog (home) and the
 * /file-history page: year (last five) and category filters, files by upload day, newest
 * first, each day with its count. The files are fetched again whenever it opens.
 */
export function FileHistory({ initialYear, dayHeading: DayHeading }: FileHistoryProps) {
  const { t, i18n } = useTranslation('files');
  const years = historyYears(now());
  const [year, setYear] = useState(() => (years.includes(initialYear) ? initialYear : years[0]!));
  const [category, setCategory] = useState<string>(ALL);
  const files = useFiles(year, { refetchOnOpen: true });
  const { categories } = useDocumentCategories(year, 'all');

  const shown = useMemo(
    () => (files.data ?? []).filter((file) => category === ALL || String(file.categoryId) === category),
    [files.data, category],
  );
  const groups = useMemo(() => groupFilesByDay(shown), [shown]);
  const categoryName = category === ALL ? '' : categoryNameOf(categories, Number(category));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <span aria-hidden="true" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('yearLabel')}
          </span>
          <Select
            label={t('yearLabel')}
            value={String(year)}
            onValueChange={(value) => setYear(Number(value))}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            triggerClassName="w-full justify-between text-base"
          />
        </div>
        <div>
          <span aria-hidden="true" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('categoryLabel')}
          </span>
          <Select
            label={t('categoryLabel')}
            value={category}
            onValueChange={setCategory}
            options={[{ value: ALL, label: t('allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
            triggerClassName="w-full justify-between text-base [&>span]:truncate"
          />
        </div>
      </div>

      {files.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loading')} className="[&>svg]:h-8 [&>svg]:w-8" />
        </div>
      ) : files.isError ? (
        <LoadFailedCard variant="inline" message={t('failed')} onRetry={() => void files.refetch()} retrying={files.isFetching} />
      ) : groups.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <FolderOpen aria-hidden="true" className="h-8 w-8 text-slate-500" />
          <p className="font-semibold text-slate-900">{t('emptyTitle')}</p>
          <p className="text-sm text-slate-700">
            {category === ALL ? t('emptyYear', { year }) : t('emptyCategory', { category: categoryName, year })}
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-5" aria-busy={files.isFetching}>
          {groups.map((group) => {
            const headingId = `file-day-${group.key}`;
            return (
              <li key={group.key}>
                <section aria-labelledby={headingId}>
                <div className="mb-2 flex items-baseline justify-between gap-3 border-b border-slate-200 pb-1.5">
                  <DayHeading id={headingId} className="font-semibold text-slate-900">
                    {group.day ? formatWeekdayDate(group.day, i18n.language) : t('dateUnknownDay')}
                  </DayHeading>
                  <span className="shrink-0 text-sm text-slate-600">{t('dayCount', { count: group.files.length })}</span>
                </div>
                <ul className="flex flex-col gap-2">
                  {group.files.map((file) => (
                    <li key={file.id}>
                      <FileCard file={file} categoryName={categoryNameOf(categories, file.categoryId, file.categoryName)} />
                    </li>
                  ))}
                </ul>
                </section>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
