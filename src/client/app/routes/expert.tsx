import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CaseQueueQuery } from '@shared/contract/expert';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { useCaseQueue } from '@client/features/expert/api/get-case-queue';
import { caseErrorKeyOf } from '@client/features/expert/case-error-text';
import { CaseQueueFilters } from '@client/features/expert/components/CaseQueueFilters';
import { CaseQueueList, QueuePagination } from '@client/features/expert/components/CaseQueueList';
import { pageCount, queueQueryFromSearch, searchFromQueueQuery, withFilter } from '@client/features/expert/queue-search-params';
import { now } from '@client/lib/clock';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/** The years the filter offers: the latest year open for filing and the four before it. */
function filterYears(): number[] {
  const latest = defaultTaxYear(now());
  return [0, 1, 2, 3, 4].map((i) => latest - i);
}

/** /expert: the experts' queue of transmitted cases (issue 8 'Expert back office'). */
export function ExpertQueuePage() {
  const { t } = useTranslation('expert');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queueQueryFromSearch(searchParams);
  const queue = useCaseQueue(query);

  const show = (next: CaseQueueQuery) => setSearchParams(searchFromQueueQuery(next));
  const pages = queue.data ? pageCount(queue.data.total, queue.data.pageSize) : 1;
  const filtered = Boolean(query.status || query.taxYear || query.canton || query.q);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-6 sm:px-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('queue.title')}</h1>
        <p className="mt-1 text-slate-700">{t('queue.intro')}</p>
      </div>

      <CaseQueueFilters
        query={query}
        years={filterYears()}
        onChange={(change) => show(withFilter(query, change))}
        onReset={() => show({ page: 1 })}
      />

      <div aria-live="polite" aria-busy={queue.isFetching} className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
        {queue.data ? <span>{t('queue.total', { count: queue.data.total })}</span> : null}
        {queue.isFetching ? <Spinner label={t('queue.loading')} /> : null}
      </div>

      {queue.isPending ? null : queue.isError && !queue.data ? (
        <LoadFailedCard
          message={t('queue.loadFailed')}
          detail={t(`errors.${caseErrorKeyOf(queue.error)}`)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data && queue.data.cases.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="font-semibold text-slate-900">{filtered ? t('queue.emptyFiltered') : t('queue.empty')}</p>
          {filtered ? (
            <Button variant="secondary" size="sm" onClick={() => show({ page: 1 })}>
              {t('queue.reset')}
            </Button>
          ) : null}
        </Card>
      ) : queue.data ? (
        <>
          <CaseQueueList cases={queue.data.cases} />
          <QueuePagination page={query.page} pages={pages} onPage={(page) => show({ ...query, page })} />
        </>
      ) : null}
    </div>
  );
}
