import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';

/** The foreign income tab (spec part 2): its four upload categories (17–20), nothing to save. */
export function ForeignIncomeTab({ documents, onBackToOverview }: { documents: ReactNode; onBackToOverview: () => void }) {
  const { t } = useTranslation('advancedTaxInfo');
  return (
    <section aria-labelledby="foreign-income-title" className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start text-brand-700" onClick={onBackToOverview}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('foreignIncome.back')}
      </Button>
      <div>
        <h2 id="foreign-income-title" className="text-xl font-semibold text-slate-900">
          {t('foreignIncome.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('foreignIncome.intro')}</p>
      </div>
      {documents}
    </section>
  );
}
