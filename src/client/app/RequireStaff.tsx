import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccessDenied } from '@client/components/AccessDenied';
import { Spinner } from '@client/components/ui/Spinner';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';

/** Experts and admins work in the back office. */
export function isStaffRole(role: string | undefined): boolean {
  return role === 'expert' || role === 'admin';
}

/**
 * The experts' pages (/expert…): shown to experts and admins by the role of the server's user
 * record. The server refuses every expert call to anyone else with 403 anyway; this only spares
 * a plain user a page of errors.
 */
export function RequireStaff() {
  const { t } = useTranslation();
  const { t: tExpert } = useTranslation('expert');
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  if (user.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} className="[&>svg]:h-10 [&>svg]:w-10" />
      </div>
    );
  }
  if (isStaffRole(user.data?.role)) return <Outlet />;
  return <AccessDenied text={tExpert('access.text')} />;
}
