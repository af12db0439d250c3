import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contract/user';
import { isDocumentAreaHidden } from '@shared/domain/home-tiles';
import { Card } from '@client/components/ui/Card';
import { useAdvancedTaxInfoEnabled, useTransmitEnabled } from '../use-tile-flags';
import { TileGrid } from './TileGrid';

type TodoTabProps = { user: User; statusId: number; taxYear: number };

/** To-do tab: the tile grid until the documents are transmitted (status 4 and up). */
export function TodoTab({ user, statusId, taxYear }: TodoTabProps) {
  const { t } = useTranslation('home');
  const transmitEnabled = useTransmitEnabled();
  const advancedTaxInfoEnabled = useAdvancedTaxInfoEnabled(taxYear, statusId);
  return (
    <section aria-labelledby="todo-title" className="flex flex-col gap-4">
      <div>
        <h1 id="todo-title" className="text-2xl font-semibold text-slate-900">
          {t('todo.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('todo.intro', { year: taxYear })}</p>
      </div>
      {isDocumentAreaHidden(statusId) ? (
        <Card className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
          <div>
            <h2 className="font-semibold text-slate-900">{t('todo.transmittedTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('todo.transmittedText')}</p>
          </div>
        </Card>
      ) : (
        <TileGrid
          isProfileComplete={user.isProfileComplete}
          input={{
            statusId,
            isTaxProfileComplete: user.isTaxProfileComplete,
            // File counts arrive with the documents feature (issue 4).
            fileCount: 0,
            advancedTaxInfoEnabled,
            transmitEnabled,
          }}
        />
      )}
    </section>
  );
}
