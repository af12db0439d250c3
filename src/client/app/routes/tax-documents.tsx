import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaxYearSelect } from '@client/components/TaxYearSelect';
import { TaxDocuments } from '@client/features/tax-documents/components/TaxDocuments';
import { homeTabPath } from '@client/lib/home-tabs';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/**
 * /tax-documents (spec part 2 'Tax documents page'): receipts for the 17 Swiss tax deductions
 * of the selected year ('Schweizer Steuerabzüge').
 */
export function TaxDocumentsPage() {
  const { t } = useTranslation('taxDocuments');
  const { taxYear } = useSelectedTaxYear();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
      <Link to={homeTabPath('history')} className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('back')}
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro', { year: taxYear })}</p>
      </div>
      <TaxYearSelect />
      <TaxDocuments key={taxYear} taxYear={taxYear} />
    </div>
  );
}
