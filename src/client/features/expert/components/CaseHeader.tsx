import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CaseSummary } from '@shared/contract/expert';
import { cantonBySlug } from '@shared/domain/cantons';
import { formatDate } from '@client/lib/format';
import { currentLanguage } from '@client/lib/i18n';
import { CaseStatusBadge, DocumentsRequestedBadge, PlanBadge } from './CaseBadges';

const JUMPS = [
  { id: 'profile', key: 'case.sections.profile' },
  { id: 'advanced', key: 'case.sections.advanced' },
  { id: 'documents', key: 'case.sections.documents' },
  { id: 'messages', key: 'case.sections.messages' },
  { id: 'return', key: 'case.sections.return' },
  { id: 'contact-requests', key: 'case.sections.contactRequests' },
  { id: 'notes', key: 'case.sections.notes' },
  { id: 'history', key: 'case.sections.history' },
] as const;

/** Who and which year, where the case stands, and links to the page's sections. */
export function CaseHeader({ summary }: { summary: CaseSummary }) {
  const { t } = useTranslation('expert');
  const canton = cantonBySlug(summary.canton);
  return (
    <header className="flex flex-col gap-3">
      <Link to="/expert" className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('case.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('case.title', { name: summary.name || summary.email, year: summary.taxYear })}</h1>
        <CaseStatusBadge status={summary.status} />
        <PlanBadge plan={summary.plan} />
        {summary.documentsRequested ? <DocumentsRequestedBadge /> : null}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>{summary.email}</span>
        {canton ? <span>{canton.names[currentLanguage()]}</span> : null}
        <span>{summary.transmittedAt ? t('queue.transmittedOn', { date: formatDate(summary.transmittedAt) }) : t('case.notTransmitted')}</span>
        <span>{t('case.waiting', { count: summary.waitingDays })}</span>
      </p>
      <nav aria-label={t('case.jump')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {JUMPS.map((jump) => (
          <a key={jump.id} href={`#${jump.id}`} className="inline-flex min-h-11 shrink-0 items-center rounded-xl border border-slate-200 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50">
            {t(jump.key)}
          </a>
        ))}
      </nav>
    </header>
  );
}
