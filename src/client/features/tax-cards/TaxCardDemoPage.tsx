import { Info, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TAX_CARD_CATEGORIES,
  TAX_CARD_IDS,
  sectionExpanded,
  taxCardSections,
  taxCardSummary,
  topRecommendations,
  type TaxCardCategory,
} from '@shared/domain/tax-cards';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { CardSection } from './components/CardSection';
import { TaxCardItem } from './components/TaxCardItem';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/**
 * /tax-card-demo (spec part 2 'Tax-card demo'): which tax topics apply to the signed-in person's
 * profile and why, recomputed from GET /api/user with the shared card rules.
 */
export function TaxCardDemoPage() {
  const { t } = useTranslation('taxCards');
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  // The rule opens a section with an applying card; after that the person decides.
  const [toggled, setToggled] = useState<Partial<Record<TaxCardCategory, boolean>>>({});

  if (user.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 px-4 py-16 text-slate-700">
        <LoaderCircle aria-hidden="true" className="h-10 w-10 animate-spin text-brand-600" />
        <p className="font-medium">{t('loading')}</p>
      </div>
    );
  }
  if (!user.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <LoadFailedCard message={t('loadFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      </div>
    );
  }

  const profile = user.data;
  const summary = taxCardSummary(profile);
  const sections = taxCardSections(profile);
  const recommendations = topRecommendations(profile);
  const figures = [
    { key: 'activeSections', value: String(summary.activeSections), of: t('summary.ofTotal', { total: TAX_CARD_CATEGORIES.length }) },
    { key: 'enabledCards', value: String(summary.enabledCards), of: t('summary.ofTotal', { total: TAX_CARD_IDS.length }) },
    { key: 'completeness', value: `${summary.completeness}%`, of: '' },
    { key: 'priorityCards', value: String(summary.priorityCards), of: '' },
  ] as const;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>

      <Card aria-labelledby="tax-cards-summary">
        <h2 id="tax-cards-summary" className="text-lg font-semibold text-slate-900">
          {t('summary.title')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.key} className="flex flex-col rounded-xl bg-slate-50 p-3">
              <dt className="order-2 mt-1 text-sm text-slate-700">{t(`summary.${figure.key}`)}</dt>
              <dd className="order-1 text-2xl font-bold tabular-nums text-slate-900">
                {figure.value}
                {figure.of ? <span className="ml-1 text-sm font-medium text-slate-600">{figure.of}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <section aria-labelledby="tax-cards-recommendations" className="flex flex-col gap-3">
        <h2 id="tax-cards-recommendations" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('recommendations.title')}
        </h2>
        {recommendations.length > 0 ? (
          <ul className="grid gap-3">
            {recommendations.map((card) => (
              <li key={card.id}>
                <TaxCardItem card={card} recommended headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <Card>
            <p className="text-slate-700">{t('recommendations.empty')}</p>
            <Link to="/profile?setup=tax" className={buttonClasses('secondary', 'sm', 'mt-3')}>
              {t('recommendations.openProfile')}
            </Link>
          </Card>
        )}
      </section>

      <section aria-labelledby="tax-cards-sections" className="flex flex-col gap-3">
        <h2 id="tax-cards-sections" className="text-lg font-semibold text-slate-900">
          {t('sections.title')}
        </h2>
        {sections.map((section) => (
          <CardSection
            key={section.id}
            section={section}
            open={toggled[section.id] ?? sectionExpanded(section, false)}
            onOpenChange={(open) => setToggled((current) => ({ ...current, [section.id]: open }))}
          />
        ))}
      </section>

      <aside aria-labelledby="tax-cards-info" className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <h2 id="tax-cards-info" className="font-semibold">
            {t('info.title')}
          </h2>
          <p className="mt-1 text-sm">{t('info.text')}</p>
        </div>
      </aside>
    </div>
  );
}
