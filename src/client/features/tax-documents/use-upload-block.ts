import { displayedStatusId } from '@shared/domain/tax-status';
import { useTaxStatus } from '@client/lib/api/get-tax-status';
import { useUser } from '@client/lib/api/get-user';
import { uploadBlockOf, type UploadBlock } from './upload-rules';

/**
 * Whether receipts can be added to the year, from the same data the home screen reads: the
 * displayed status (user first, then the tax-status record) and `advanced_tax_locked`.
 * `undefined` while that data is loading.
 */
export function useUploadBlock(taxYear: number): UploadBlock | null | undefined {
  const user = useUser(taxYear);
  const taxStatus = useTaxStatus(taxYear);
  if (user.isPending || (taxStatus.isPending && !taxStatus.isError)) return undefined;
  const record = taxStatus.data?.taxYear === taxYear ? taxStatus.data : undefined;
  const statusId = displayedStatusId({
    selectedYear: taxYear,
    userTaxStatus: user.data?.taxStatus,
    userTaxYear: user.data?.taxYear,
    statusRecord: record,
  });
  return uploadBlockOf({ statusId, advancedTaxLocked: record?.advanced_tax_locked === true });
}
