import { useTranslation } from 'react-i18next';
import { FeatureCardGrid, FeatureChecklist, FeatureChips, FeatureNumberedRows } from '@client/features/feature-test/components/FeatureLayouts';

/** /featuretest (spec part 2 'Feature list test page'): four layouts of the same seven feature statements. */
export function FeatureTestPage() {
  const { t } = useTranslation('featureTest');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <FeatureChecklist />
      <FeatureCardGrid />
      <FeatureChips />
      <FeatureNumberedRows />
    </div>
  );
}
