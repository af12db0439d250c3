import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contract/user-answer';
import { Spinner } from '@client/components/ui/Spinner';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';
import { DataRightsCard } from '@client/features/privacy/components/DataRightsCard';
import { StaffAccessCard } from '@client/features/privacy/components/StaffAccessCard';
import { InstallAppCard } from '@client/features/profile/components/InstallAppCard';
import { ProfileForm } from '@client/features/profile/components/ProfileForm';
import { SubscriptionPanel } from '@client/features/subscription/components/SubscriptionPanel';

type ProfileDetailsProps = {
  user: { data: User | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  firstTime: boolean;
  taxYear: number;
};

/**
 * /profile without the questionnaire: the form (profile) with the plan panel (subscription) of
 * the selected tax year, reachable as `#plans`; outside the first-time form, 'Who opened your
 * data' (privacy) lists the staff accesses and 'Your data' (privacy) offers the export and the
 * deletion of the account. Its own chunk (app/routes/profile.tsx loads it): the questionnaire
 * downloads none of this (issue 10).
 */
export function ProfileDetails({ user, firstTime, taxYear }: ProfileDetailsProps) {
  const { t } = useTranslation('profile');
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
