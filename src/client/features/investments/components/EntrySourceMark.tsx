import { FileCheck2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@client/lib/format';
import type { EntrySourceMark as Mark } from '../investment-form';

/**
 * Where a pre-filled entry came from (issue 12): 'From «statement.pdf», confirmed on 27.11.2026',
 * and whether the person changed it since or the document is gone. Text and icon together, so the
 * state does not rest on colour alone; an entry typed by hand shows nothing.
 */
export function EntrySourceMark({ mark, id }: { mark: Mark; id?: string }) {
  const { t } = useTranslation('advancedSections');
  if (!mark) return null;
  const { source, editedByHand } = mark;
  const deleted = source.documentDeleted;
  const Icon = deleted ? TriangleAlert : FileCheck2;
  return (
    <p
      id={id}
      data-testid="entry-source-mark"
      className={
        deleted
          ? 'flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900'
          : 'flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">
        {t('investments.entries.source', { fileName: source.fileName, date: formatDate(source.confirmedAt) })}
        {editedByHand ? ` ${t('investments.entries.sourceEdited')}` : null}
        {deleted ? ` ${t('investments.entries.sourceDeleted')}` : null}
      </span>
    </p>
  );
}
