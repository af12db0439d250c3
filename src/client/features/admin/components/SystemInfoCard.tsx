import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { formatDateTime } from '@client/lib/format';
import { useSystemInfo } from '../api/get-system-info';

/** System info: environment, the app's version and its build date (GET /api/admin/system). */
export function SystemInfoCard() {
  const { t } = useTranslation('admin');
  const info = useSystemInfo();
  return (
    <Card aria-labelledby="admin-system-title" role="region">
      <h2 id="admin-system-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('system.title')}
      </h2>
      {info.data ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('system.environment')}</dt>
          <dd className="font-medium text-slate-900">{info.data.environment}</dd>
          <dt className="text-slate-600">{t('system.version')}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{info.data.version}</dd>
          <dt className="text-slate-600">{t('system.buildDate')}</dt>
          <dd className="font-medium text-slate-900">{info.data.buildDate ? formatDateTime(info.data.buildDate) : t('system.noBuildDate')}</dd>
        </dl>
      ) : info.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('system.failed')}
        </p>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Card>
  );
}
