import { Briefcase, Construction, Gauge, HeartHandshake, Lightbulb, PiggyBank, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { Badge } from '@client/components/ui/Badge';
import { Card } from '@client/components/ui/Card';
import { now } from '@client/lib/clock';

/** Placeholder figures: the analysis does not exist yet (spec part 2 'Tax efficiency'). */
const AMOUNT = 'CHF --,---';
const SMALL_AMOUNT = 'CHF ---';

const RECOMMENDATIONS: readonly { key: 'pillar3a' | 'professionalCosts' | 'donations'; icon: LucideIcon }[] = [
  { key: 'pillar3a', icon: PiggyBank },
  { key: 'professionalCosts', icon: Briefcase },
  { key: 'donations', icon: HeartHandshake },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-sm text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{value}</p>
    </div>
  );
}

export function TaxEfficiencyPage() {
  const { t } = useTranslation('taxEfficiency');
  const year = defaultTaxYear(now());
  const previous = year - 1;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">
            <Construction aria-hidden="true" className="h-3.5 w-3.5" />
            {t('inDevelopment')}
          </Badge>
          <Badge tone="brand">{t('comingSoon')}</Badge>
        </div>
        <h1 className="mt-3 text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>

      <Card className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Figure label={t('refund', { year })} value={AMOUNT} />
        <Figure label={t('savings', { year })} value={AMOUNT} />
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('comparison.title', { year, previous })}</h2>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Figure label={String(year)} value={AMOUNT} />
          <Figure label={String(previous)} value={AMOUNT} />
          <Figure label={t('comparison.difference')} value={AMOUNT} />
        </div>
      </Card>

      <Card className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Gauge aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('score.title')}</h2>
          <p className="text-2xl font-bold text-slate-900">
            --<span className="text-base font-medium text-slate-700">/100</span>
          </p>
        </div>
      </Card>

      <section aria-labelledby="recommendations-title">
        <h2 id="recommendations-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Lightbulb aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('recommendations.title')}
        </h2>
        <ul className="mt-3 flex flex-col gap-3">
          {RECOMMENDATIONS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="flex items-start gap-3 p-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div className="flex-1">
                  <h3 className="font-semibold text-slate-900">{t(`recommendations.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-700">{t(`recommendations.${key}.text`)}</p>
                  <p className="mt-2 text-sm font-semibold text-slate-900">
                    {t('recommendations.potential')} {SMALL_AMOUNT}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
