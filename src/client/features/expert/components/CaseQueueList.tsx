import { ChevronLeft, ChevronRight, Mail, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CaseSummary } from '@shared/contract/expert';
import { cantonBySlug } from '@shared/domain/cantons';
import { Button } from '@client/components/ui/Button';
import { formatDate } from '@client/lib/format';
import { currentLanguage } from '@client/lib/i18n';
import { CaseStatusBadge, DocumentsRequestedBadge, PlanBadge } from './CaseBadges';

export const casePagePath = (c: Pick<CaseSummary, 'userId' | 'taxYear'>) => `/expert/cases/${c.userId}/${c.taxYear}`;

function CantonText({ slug }: { slug: string | null }) {
  const { t } = useTranslation('expert');
  const canton = cantonBySlug(slug);
  if (!canton) return <span className="text-slate-600">{t('notProvided')}</span>;
  return (
    <abbr title={canton.names[currentLanguage()]} className="no-underline">
      {canton.code}
    </abbr>
  );
}

/**
 * An open count (unread messages, open contact requests); zero shows nothing. In the table the
 * column header names it, so the pill holds icon and number with the full text as its label; on
 * a phone card (`spelled`) the full text is shown.
 */
function Counter({ count, icon, label, spelled = false }: { count: number; icon: 'mail' | 'phone'; label: string; spelled?: boolean }) {
  const Icon = icon === 'mail' ? Mail : PhoneCall;
  if (count === 0) return null;
  const pill = 'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900';
  if (spelled) {
    return (
      <span className={pill}>
        <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        {label}
      </span>
    );
  }
  return (
    <span className={pill} aria-label={label} title={label}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {count}
    </span>
  );
}

/** The queue: a table from the md breakpoint, cards on a phone. Each name opens the case. */
export function CaseQueueList({ cases }: { cases: readonly CaseSummary[] }) {
  const { t } = useTranslation('expert');
  const transmitted = (c: CaseSummary) => (c.transmittedAt ? formatDate(c.transmittedAt) : t('notProvided'));
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('queue.tableCaption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t('queue.columns.name')}</th>
              <th scope="col" className="px-3 py-3">{t('queue.columns.year')}</th>
              <th scope="col" className="px-3 py-3">{t('queue.columns.canton')}</th>
              <th scope="col" className="px-3 py-3">{t('queue.columns.plan')}</th>
              <th scope="col" className="px-3 py-3">{t('queue.columns.status')}</th>
              <th scope="col" className="px-3 py-3">{t('queue.columns.transmitted')}</th>
              <th scope="col" className="px-3 py-3 text-right">{t('queue.columns.waiting')}</th>
              <th scope="col" className="px-3 py-3 text-center">{t('queue.columns.messages')}</th>
              <th scope="col" className="px-3 py-3 text-center">{t('queue.columns.contact')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {cases.map((c) => (
              <tr key={`${c.userId}-${c.taxYear}`} className="relative hover:bg-slate-50 focus-within:bg-slate-50">
                <td className="px-4 py-3">
                  <Link
                    to={casePagePath(c)}
                    className="font-semibold text-slate-900 underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {c.name || c.email}
                  </Link>
                  <div className="text-xs text-slate-600">{c.email}</div>
                  {c.documentsRequested ? (
                    <div className="mt-1">
                      <DocumentsRequestedBadge />
                    </div>
                  ) : null}
                </td>
                <td className="px-3 py-3 tabular-nums">{c.taxYear}</td>
                <td className="px-3 py-3">
                  <CantonText slug={c.canton} />
                </td>
                <td className="px-3 py-3">
                  <PlanBadge plan={c.plan} />
                </td>
                <td className="px-3 py-3">
                  <CaseStatusBadge status={c.status} />
                </td>
                <td className="px-3 py-3 tabular-nums">{transmitted(c)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{t('queue.waitingDays', { count: c.waitingDays })}</td>
                <td className="px-3 py-3 text-center">
                  <Counter count={c.unreadMessages} icon="mail" label={t('queue.unread', { count: c.unreadMessages })} />
                </td>
                <td className="px-3 py-3 text-center">
                  <Counter count={c.openContactRequests} icon="phone" label={t('queue.contactRequests', { count: c.openContactRequests })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {cases.map((c) => (
          <li key={`${c.userId}-${c.taxYear}`}>
            <Link
              to={casePagePath(c)}
              className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="truncate font-semibold text-slate-900">{c.name || c.email}</div>
                  <div className="truncate text-xs text-slate-600">{c.email}</div>
                </div>
                <PlanBadge plan={c.plan} />
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <CaseStatusBadge status={c.status} />
                <span>
                  {c.taxYear} · <CantonText slug={c.canton} />
                </span>
                {c.documentsRequested ? <DocumentsRequestedBadge /> : null}
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                <span>{t('queue.transmittedOn', { date: transmitted(c) })}</span>
                <span>{t('queue.waitingDays', { count: c.waitingDays })}</span>
                <Counter count={c.unreadMessages} icon="mail" label={t('queue.unread', { count: c.unreadMessages })} spelled />
                <Counter count={c.openContactRequests} icon="phone" label={t('queue.contactRequests', { count: c.openContactRequests })} spelled />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function QueuePagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('expert');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('queue.pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('queue.pagination.previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-current="page">
        {t('queue.pagination.page', { page, pages })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('queue.pagination.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
