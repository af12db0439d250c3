import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';

/** How much of the tax saving open to the household its deductions use, out of 100. */
export function EfficiencyScore({ score }: { score: number }) {
  const { t } = useTranslation('taxEfficiency');
  return (
    <Card className="flex items-start gap-4">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Gauge aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('score.title')}</h2>
        <p className="text-2xl font-bold tabular-nums text-slate-900">
          {score}
          <span className="text-base font-medium text-slate-700">/100</span>
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('score.text', { score })}</p>
      </div>
    </Card>
  );
}
