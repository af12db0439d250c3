import { ChevronLeft, ChevronRight, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { nextAdminStatus, previousAdminStatus } from '@shared/domain/tax-status';
import { StatusSequenceBar } from '@client/components/StatusSequenceBar';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { SwitchField } from '@client/components/ui/Switch';
import type { StatusSequence } from '../use-status-sequence';

/** Status card: the progress display with previous, next, auto advance and the loop with its counter. */
export function StatusCard({ sequence, targetText, disabled }: { sequence: StatusSequence; targetText: string; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const manualDisabled = disabled || sequence.manualDisabled;
  return (
    <Card aria-labelledby="admin-status-title" role="region">
      <h2 id="admin-status-title" className="text-lg font-semibold text-slate-900">
        {t('status.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{targetText}</p>
      <StatusSequenceBar status={sequence.status} />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={manualDisabled} onClick={() => sequence.set(previousAdminStatus(sequence.status))}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          {t('controls.previous')}
        </Button>
        <Button variant="secondary" disabled={manualDisabled} onClick={() => sequence.set(nextAdminStatus(sequence.status))}>
          {t('controls.next')}
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <div className="mt-3 flex flex-col gap-3">
        <SwitchField
          id="admin-auto-advance"
          label={t('controls.autoAdvance')}
          description={t('controls.autoAdvanceHint')}
          checked={sequence.autoAdvancing}
          onCheckedChange={sequence.toggleAutoAdvance}
          disabled={disabled || (!sequence.autoAdvancing && sequence.autoAdvanceDisabled)}
        />
        <SwitchField
          id="admin-loop"
          label={t('controls.loop')}
          description={t('controls.loopHint')}
          checked={sequence.looping}
          onCheckedChange={sequence.toggleLoop}
          disabled={disabled || (!sequence.looping && sequence.loopDisabled)}
        />
        <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
          <Repeat aria-hidden="true" className="h-4 w-4" />
          {t('controls.loopCount', { count: sequence.loopCount })}
        </p>
      </div>
    </Card>
  );
}
