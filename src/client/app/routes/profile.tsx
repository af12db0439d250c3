import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@client/components/ui/Spinner';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { useUser } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { DataRightsCard } from '@client/features/privacy/components/DataRightsCard';
import { StaffAccessCard } from '@client/features/privacy/components/StaffAccessCard';
import { InstallAppCard } from '@client/features/profile/components/InstallAppCard';
import { ProfileForm } from '@client/features/profile/components/ProfileForm';
import { TaxWizard } from '@client/features/profile/components/tax-wizard/TaxWizard';
import { useProfileLeaveGuard } from '@client/features/profile/use-leave-guard';
import { SubscriptionPanel } from '@client/features/subscription/components/SubscriptionPanel';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/**
 * /profile (spec part 2 'Profile page'): edit mode, first-time mode with `?firstTime=true`, and
 * the tax questionnaire with `?setup=tax`. The questionnaire needs the personal profile (names,
 * phone, terms) first; until then `?setup=tax` shows the first-time form. The form (profile)
 * carries the plan panel (subscription) of the selected tax year, reachable as `#plans`. Outside
 * the first-time form, 'Who opened your data' (privacy) lists the staff accesses and 'Your data'
 * (privacy) offers the export and the deletion of the account.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  // Until the user is known, nobody leaves through the guard by accident: treat as incomplete.
  useProfileLeaveGuard(user.data?.isProfileComplete ?? !user.isPending);
  const wantsTaxSetup = params.get('setup') === 'tax';
  const firstTime = params.get('firstTime') === 'true' || (wantsTaxSetup && user.data?.isProfileComplete === false);

  if (wantsTaxSetup && user.data?.isProfileComplete) {
    // The questionnaire's year is the most recent one open for filing (spec part 2 §9, issue 3).
    return <TaxWizard key={user.data.id} user={user.data} taxYear={defaultTaxYear(now())} />;
  }
  if (wantsTaxSetup && user.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} className="[&>svg]:h-10 [&>svg]:w-10" />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{firstTime ? t('titleFirstTime') : t('title')}</h1>
        <p className="mt-1 text-slate-700">{firstTime ? t('introFirstTime') : t('intro')}</p>
      </div>
      {user.data ? (
        <ProfileForm key={user.data.id} user={user.data} firstTime={firstTime} plans={<SubscriptionPanel taxYear={taxYear} />} />
      ) : user.isError ? (
        <LoadFailedCard message={t('loadFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : (
        <Spinner label={t('loading')} />
      )}
      {user.data && !firstTime ? <StaffAccessCard /> : null}
      {user.data && !firstTime ? <DataRightsCard /> : null}
      <InstallAppCard />
    </div>
  );
}
