import { useTranslation } from 'react-i18next';
import { displayedStatusId, statusKeyOf } from '@shared/domain/tax-status';
import { StatusSequenceBar } from '@client/components/StatusSequenceBar';
import { TaxYearSelect } from '@client/components/TaxYearSelect';
import { Card } from '@client/components/ui/Card';
import { useTaxStatus } from '@client/lib/api/get-tax-status';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/** /pgbar (spec part 2 §2): the six-step progress bar on its own, with the status labels, at the person's own status. */
export function ProgressBarPage() {
  const { t } = useTranslation('admin');
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  const taxStatus = useTaxStatus(taxYear);
  const loading = user.isPending || (taxStatus.isPending && !taxStatus.isError);
  const statusId = displayedStatusId({
    selectedYear: taxYear,
    userTaxStatus: user.data?.taxStatus,
    userTaxYear: user.data?.taxYear,
    statusRecord: taxStatus.data,
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('pgbar.title', { year: taxYear })}</h1>
      <TaxYearSelect />
      <Card>
        <StatusSequenceBar status={loading ? undefined : statusKeyOf(statusId)} />
      </Card>
    </div>
  );
}
