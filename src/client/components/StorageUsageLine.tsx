import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStorageUsage } from '@client/lib/api/get-storage-usage';
import { formatFileSize } from '@client/lib/format';

/**
 * '120 MB of 2 GB storage used for 2025' next to the upload, so the storage quota is no
 * surprise; once it is reached the line says that further files will not be saved. Nothing
 * shows while it loads or when it cannot be read: the upload itself still explains a refusal.
 */
export function StorageUsageLine({ taxYear }: { taxYear: number }) {
  const { t } = useTranslation();
  const usage = useStorageUsage(taxYear).data;
  if (!usage) return null;
  const full = usage.usedBytes >= usage.limitBytes;
  return (
    <p className={`mt-4 flex items-start gap-2 text-sm ${full ? 'font-medium text-red-700' : 'text-slate-600'}`} data-testid="storage-usage">
      <HardDrive aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {full
          ? t('storageUse.full', { year: taxYear })
          : t('storageUse.usage', { used: formatFileSize(usage.usedBytes), limit: formatFileSize(usage.limitBytes), year: taxYear })}
      </span>
    </p>
  );
}
