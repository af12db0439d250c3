import { Eye, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { formatDateTime } from '@client/lib/format';
import { useStaffAccess } from '../api/get-staff-access';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/**
 * 'Who opened your data' (issue 8, Swiss data protection act): every time an expert or admin
 * opened this person's case, a document, the finished return or the messages, newest first.
 */
export function StaffAccessCard() {
  const { t } = useTranslation('privacy');
  const access = useStaffAccess();
  return (
    <Card aria-labelledby="staff-access-title" role="region">
      <h2 id="staff-access-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('staffAccess.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('staffAccess.intro')}</p>
      {access.isPending ? (
        <div className="mt-3">
          <Spinner label={t('staffAccess.loading')} />
        </div>
      ) : access.isError ? (
        <LoadFailedCard variant="inline" className="mt-3" message={t('staffAccess.failed')} onRetry={() => void access.refetch()} retrying={access.isFetching} />
      ) : access.data.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-slate-800">{t('staffAccess.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {access.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex items-start gap-3 py-3">
              <Eye aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="text-slate-900">
                  <span className="font-semibold">{entry.staffName}</span>{' '}
                  <span className="text-slate-700">({t(`staffAccess.roles.${entry.staffRole}`)})</span>
                </p>
                <p className="text-sm text-slate-700">
                  {entry.taxYear === null
                    ? t(`staffAccess.subjects.${entry.subject}`)
                    : t('staffAccess.subjectWithYear', { subject: t(`staffAccess.subjects.${entry.subject}`), year: entry.taxYear })}
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
