import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TAX_STATUS_COUNT, TAX_STATUS_STEPS, statusKeyOf, statusShare } from '@shared/domain/tax-status';
import { cn } from '@client/components/ui/cn';

/** Six-step status bar (spec part 1 §3.3): an accessible progress bar plus the named steps. */
export function StatusProgress({ statusId }: { statusId: number }) {
  const { t } = useTranslation('home');
  const share = statusShare(statusId);
  const currentLabel = t(`status.${statusKeyOf(statusId)}`);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('progress.barLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share)}
        aria-valuetext={t('progress.valueText', { step: statusId, total: TAX_STATUS_COUNT, label: currentLabel })}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-700" style={{ width: `${share}%` }} />
      </div>
      <ol className="mt-5 flex flex-col gap-2">
        {TAX_STATUS_STEPS.map((step) => {
          const done = step.id < statusId || (step.id === statusId && step.id === TAX_STATUS_COUNT);
          const current = step.id === statusId;
          return (
            <li
              key={step.id}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2',
                current ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                  done ? 'border-green-700 bg-green-700 text-white' : current ? 'border-brand-600 text-brand-700' : 'border-slate-300 text-slate-500',
                )}
              >
                {done ? <Check className="h-4 w-4" strokeWidth={3} /> : step.id}
              </span>
              {/* A finished step says what was done ('Profil erfasst'), not the state it left ('Profil unvollständig'). */}
              <span className="flex-1">{done ? t(`progress.stepDone.${step.key}`) : t(`status.${step.key}`)}</span>
              <span className="text-xs text-slate-600">
                {done ? t('progress.done') : current ? t('progress.current') : t('progress.upcoming')}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
