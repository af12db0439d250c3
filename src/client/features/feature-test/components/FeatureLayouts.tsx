import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { FEATURE_STATEMENTS } from '../features';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Layout 1: a plain checklist of the short statements. */
export function FeatureChecklist() {
  const { t } = useTranslation('featureTest');
  return (
    <Section id="feature-layout-list" title={t('layouts.list')}>
      <Card>
        <ul className="flex flex-col gap-2">
          {FEATURE_STATEMENTS.map(({ key }) => (
            <li key={key} className="flex items-start gap-3">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" strokeWidth={3} />
              <span className="text-slate-900">{t(`features.${key}.title`)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </Section>
  );
}

/** Layout 2: a grid of cards with icon, title and explanation. */
export function FeatureCardGrid() {
  const { t } = useTranslation('featureTest');
  return (
    <Section id="feature-layout-cards" title={t('layouts.cards')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_STATEMENTS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="mb-2 h-7 w-7 text-brand-700" />
              <h3 className="font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`features.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Layout 3: compact chips, as under a hero. */
export function FeatureChips() {
  const { t } = useTranslation('featureTest');
  return (
    <Section id="feature-layout-chips" title={t('layouts.chips')}>
      <ul className="flex flex-wrap gap-2">
        {FEATURE_STATEMENTS.map(({ key, icon: Icon }) => (
          <li key={key} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900">
            <Icon aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {t(`features.${key}.title`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Layout 4: numbered rows with the explanation beside the title. */
export function FeatureNumberedRows() {
  const { t } = useTranslation('featureTest');
  return (
    <Section id="feature-layout-rows" title={t('layouts.rows')}>
      <Card className="p-0">
        <ol className="divide-y divide-slate-200">
          {FEATURE_STATEMENTS.map(({ key }, index) => (
            <li key={key} className="flex gap-4 p-4 sm:grid sm:grid-cols-[2rem_14rem_1fr]">
              <span aria-hidden="true" className="text-lg font-bold tabular-nums text-brand-700">
                {index + 1}
              </span>
              <div className="sm:contents">
                <p className="font-semibold text-slate-900">{t(`features.${key}.title`)}</p>
                <p className="text-sm text-slate-700">{t(`features.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </Section>
  );
}
