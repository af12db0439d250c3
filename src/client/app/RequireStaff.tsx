import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
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
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card role="alert" className="flex flex-col items-center gap-3 text-center">
        <ShieldAlert aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <h1 className="text-xl font-semibold text-slate-900">{t('accessDenied.title')}</h1>
        <p className="text-slate-700">{tExpert('access.text')}</p>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-2')}>
          {t('notFound.back')}
        </Link>
      </Card>
    </div>
  );
}
