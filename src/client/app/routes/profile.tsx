import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@client/components/ui/Spinner';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { useUser } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { useProfileLeaveGuard } from '@client/features/profile/use-leave-guard';

// The questionnaire and the profile form are two chunks: `?setup=tax` downloads the questionnaire
// alone, not the form with react-hook-form, the plan panel and the privacy cards (issue 10). The
// server names the one the address asks for in the page's HTML (platform/client-pages.ts).
const TaxWizard = lazy(() => import('@client/features/profile/components/tax-wizard/TaxWizard').then((m) => ({ default: m.TaxWizard })));
const ProfileDetails = lazy(() => import('./profile-details').then((m) => ({ default: m.ProfileDetails })));

function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} className="[&>svg]:h-10 [&>svg]:w-10" />
    </div>
  );
}

/**
 * /profile (spec part 2 'Profile page'): edit mode, first-time mode with `?firstTime=true`, and
 * the tax questionnaire with `?setup=tax`. The questionnaire needs the personal profile (names,
 * phone, terms) first; until then `?setup=tax` shows the first-time form.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { taxYear } = useSelectedTaxYear();
  const user = useUser(taxYear);
  // The answer arrives as a query update, which React renders in one piece; deferred, the
  // questionnaire renders in slices and the phone's main thread stays free for taps (issue 10).
  const shownUser = useDeferredValue(user.data);
  const waitingForUser = shownUser === undefined && !user.isError;
  // Until the user is known, nobody leaves through the guard by accident: treat as incomplete.
  useProfileLeaveGuard(user.data?.isProfileComplete ?? !user.isPending);
  const wantsTaxSetup = params.get('setup') === 'tax';
  const firstTime = params.get('firstTime') === 'true' || (wantsTaxSetup && shownUser?.isProfileComplete === false);

  if (wantsTaxSetup && (waitingForUser || shownUser?.isProfileComplete)) {
    const spinner = <PageSpinner label={t('loading')} />;
    if (!shownUser) return spinner;
    // The questionnaire's year is the most recent one open for filing (spec part 2 §9, issue 3).
    return (
      <Suspense fallback={spinner}>
        <TaxWizard key={shownUser.id} user={shownUser} taxYear={defaultTaxYear(now())} />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <ProfileDetails user={user} firstTime={firstTime} taxYear={taxYear} />
    </Suspense>
  );
}
