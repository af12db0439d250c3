import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminStatusYears } from '@shared/domain/tax-status';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Spinner } from '@client/components/ui/Spinner';
import { useUser } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { AdminStatusTools } from '@client/features/admin/components/AdminStatusTools';
import { ResetProfileCard } from '@client/features/admin/components/ResetProfileCard';
import { SystemInfoCard } from '@client/features/admin/components/SystemInfoCard';
import { UsersCard } from '@client/features/admin/components/UsersCard';

/**
 * /admin (spec part 2 'Admin panel'; issue 8): status tools, profile reset, users, the tax-card
 * demo link and system info. RequireAdmin shows 'Access Denied' to everyone else; the server
 * refuses every admin call with 403 anyway.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  const years = adminStatusYears(defaultTaxYear(now()));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      {user.data ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <AdminStatusTools ownUserId={user.data.id} initialYear={taxYear} />
          </div>
          <div className="flex flex-col gap-5">
            <ResetProfileCard />
            <UsersCard ownUserId={user.data.id} years={years} />
            <Card aria-labelledby="admin-demo-title" role="region">
              <h2 id="admin-demo-title" className="text-lg font-semibold text-slate-900">
                {t('demo.title')}
              </h2>
              <p className="mb-3 text-sm text-slate-600">{t('demo.text')}</p>
              <Link to="/tax-card-demo" className={buttonClasses('secondary', 'md')}>
                <CreditCard aria-hidden="true" className="h-5 w-5" />
                {t('demo.link')}
              </Link>
            </Card>
            <SystemInfoCard />
          </div>
        </div>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </div>
  );
}
