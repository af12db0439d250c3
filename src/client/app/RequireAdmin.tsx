import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccessDenied } from '@client/components/AccessDenied';
import { Spinner } from '@client/components/ui/Spinner';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/**
 * Admin pages (/cantons, /address-demo): the role comes from the server's user record. This is
 * the page's own denial (spec part 2 §6); the data these pages show is not secret.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  if (user.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} className="[&>svg]:h-10 [&>svg]:w-10" />
      </div>
    );
  }
  if (user.data?.role !== 'admin') return <AccessDenied />;
  return <Outlet />;
}
