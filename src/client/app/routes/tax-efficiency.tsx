import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';
import { Spinner } from '@client/components/ui/Spinner';
import { useTaxEfficiency } from '@client/features/tax-efficiency/api/get-tax-efficiency';
import { IncompleteProfileCard } from '@client/features/tax-efficiency/components/IncompleteProfileCard';
import { TaxEfficiencyWorkspace } from '@client/features/tax-efficiency/components/TaxEfficiencyWorkspace';
import { TaxYearSelect } from '@client/features/tax-efficiency/components/TaxYearSelect';
import { initialTaxEfficiencyYear } from '@client/features/tax-efficiency/tax-years-with-tables';
import { isApiError } from '@client/lib/api-client';
import { now } from '@client/lib/clock';
import { errorText } from '@client/lib/error-text';

/**
 * /tax-efficiency (spec part 2 'Tax efficiency', issue 11): the figures of a return for a tax
 * year, what the household's taxes come to, the year before, the efficiency score and three
 * recommendations.
 */
export function TaxEfficiencyPage() {
  const { t } = useTranslation('taxEfficiency');
  const [taxYear, setTaxYear] = useState(() => initialTaxEfficiencyYear(now()));
  const page = useTaxEfficiency(taxYear);
  const incomplete = isApiError(page.error) && page.error.code === ERROR_CODES.taxProfileIncomplete;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-slate-700">{t('intro')}</p>
        </div>
        <TaxYearSelect value={taxYear} onChange={setTaxYear} />
      </div>
      {page.isPending ? (
        <Spinner label={t('loading')} className="self-center py-10" />
      ) : incomplete ? (
        <IncompleteProfileCard />
      ) : page.isError ? (
        <LoadFailedCard message={t('loadFailed')} detail={errorText(page.error)} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <TaxEfficiencyWorkspace key={taxYear} taxYear={taxYear} page={page.data} />
      )}
    </div>
  );
}
