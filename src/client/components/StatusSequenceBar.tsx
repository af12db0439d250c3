import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminStatusShare, TAX_STATUS_STEPS, type TaxStatusKey } from '@shared/domain/tax-status';
import { cn } from './ui/cn';

/**
 * The six-step tax-status bar with the sequence labels of spec part 2 §4 (16 … 100 %), used by
 * the admin status card and /pgbar. An unknown status shows an empty bar and no current step.
 */
export function StatusSequenceBar({ status }: { status: TaxStatusKey | undefined }) {
  const { t } = useTranslation('admin');
  const share = adminStatusShare(status);
  const currentIndex = TAX_STATUS_STEPS.findIndex((s) => s.key === status);
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <p className="font-semibold text-slate-900">{status ? t(`sequence.${status}`) : t('status.unknown')}</p>
        <p className="text-sm tabular-nums text-slate-700">{t('status.share', { share })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('status.barLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={status ? t('status.valueText', { share, label: t(`sequence.${status}`) }) : t('status.unknown')}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${share}%` }} />
      </div>
      <ol className="mt-4 flex flex-col gap-2">
        {TAX_STATUS_STEPS.map((step, index) => {
          const current = index === currentIndex;
          const done = currentIndex >= 0 && (index < currentIndex || (current && step.key === 'completed'));
          return (
            <li
              key={step.key}
              aria-current={current ? 'step' : undefined}
              className={cn('flex min-h-11 items-center gap-3 rounded-xl px-3 py-2', current ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-700')}
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
              {/* A finished step says what was done, not what it asked for ('Erste Angaben benötigt'). */}
              <span className="flex-1">{done ? t(`sequenceDone.${step.key}`) : t(`sequence.${step.key}`)}</span>
              <span className="text-xs tabular-nums text-slate-600">{step.adminShare}%</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
