import { Briefcase, CircleCheck, HeartHandshake, Lightbulb, PiggyBank, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecommendationId, TaxEfficiencyAnalysis } from '@shared/contract/tax-efficiency';
import { Card } from '@client/components/ui/Card';
import { formatChf } from '@client/lib/format';

type Recommendation = TaxEfficiencyAnalysis['recommendations'][number];

const ICONS: Record<RecommendationId, LucideIcon> = { pillar3a: PiggyBank, professionalCosts: Briefcase, donations: HeartHandshake };

function useRecommendationText() {
  const { t } = useTranslation('taxEfficiency');
  return (recommendation: Recommendation, year: number): { text: string; hint?: string } => {
    const saving = formatChf(recommendation.saving);
    const amount = formatChf(recommendation.amount);
    switch (recommendation.id) {
      case 'pillar3a': {
        const limit = recommendation.limit;
        if (!limit) return { text: t('recommendations.pillar3a.notOpen') };
        if (recommendation.done) return { text: t('recommendations.pillar3a.done', { limit: formatChf(limit), year }) };
        return { text: t('recommendations.pillar3a.text', { limit: formatChf(limit), year, saving }) };
      }
      case 'professionalCosts':
        return { text: t('recommendations.professionalCosts.text', { amount, saving }), hint: t('recommendations.professionalCosts.hint') };
      case 'donations':
        return { text: t('recommendations.donations.text', { amount, saving }), hint: t('recommendations.donations.hint') };
    }
  };
}

/** The three steps that lower the tax, each with the saving the engine computed for it. */
export function Recommendations({ recommendations, taxYear }: { recommendations: Recommendation[]; taxYear: number }) {
  const { t } = useTranslation('taxEfficiency');
  const textOf = useRecommendationText();
  return (
    <section aria-labelledby="tax-efficiency-recommendations">
      <h2 id="tax-efficiency-recommendations" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('recommendations.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {recommendations.map((recommendation) => {
          const Icon = recommendation.done ? CircleCheck : ICONS[recommendation.id];
          const { text, hint } = textOf(recommendation, taxYear);
          return (
            <li key={recommendation.id}>
              <Card className="flex items-start gap-3 p-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">{t(`recommendations.${recommendation.id}.title`)}</h3>
                  <p className="mt-1 text-slate-800">{text}</p>
                  {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
