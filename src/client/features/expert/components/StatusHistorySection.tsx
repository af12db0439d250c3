import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { statusHistoryEntrySchema } from '@shared/contract/expert';
import { statusKeyOf } from '@shared/domain/tax-status';
import { formatDateTime } from '@client/lib/format';
import { statusReasonKey } from '../status-reason';
import { CaseSection } from './CaseSection';

/** The year's status steps from the audit log, newest first as the server sends them. */
export function StatusHistorySection({ entries }: { entries: readonly z.infer<typeof statusHistoryEntrySchema>[] }) {
  const { t } = useTranslation('expert');
  const label = (id: number) => `${id} · ${t(`status.${statusKeyOf(id)}`)}`;
  return (
    <CaseSection id="history" title={t('case.sections.history')}>
      {entries.length === 0 ? <p className="text-sm text-slate-600">{t('history.none')}</p> : null}
      <ol className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="border-l-2 border-slate-300 pl-3">
            <div className="text-sm font-medium text-slate-900">
              {entry.from === null ? label(entry.to) : t('history.step', { from: label(entry.from), to: label(entry.to) })}
            </div>
            <div className="text-xs text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actorName}
              {entry.reason ? ` · ${t(`history.reasons.${statusReasonKey(entry.reason)}`)}` : ''}
            </div>
          </li>
        ))}
      </ol>
    </CaseSection>
  );
}
