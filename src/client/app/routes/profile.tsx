import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@client/components/ui/Spinner';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { useUser } from '@client/lib/api/get-user';
import { now } from '@client/lib/clock';
import { useSelectedTaxYear } from '@client/lib/selected-tax-year';
import { QuestionnaireBackdrop } from '@client/features/profile/components/tax-wizard/QuestionnaireBackdrop';
import type { TaxWizard as TaxWizardComponent } from '@client/features/profile/components/tax-wizard/TaxWizard';
import { useProfileLeaveGuard } from '@client/features/profile/use-leave-guard';

type TaxWizardModule = { default: typeof TaxWizardComponent };

let taxWizardImport: Promise<TaxWizardModule> | undefined;
let loadedTaxWizard: TaxWizardModule | undefined;

/**
 * Downloads the questionnaire's code (once). The route's loader awaits it for `?setup=tax`
 * (app/router.tsx), so the page's first render finds it here.
 */
export function loadTaxWizard(): Promise<TaxWizardModule> {
  taxWizardImport ??= import('@client/features/profile/components/tax-wizard/TaxWizard').then((m) => (loadedTaxWizard = { default: m.TaxWizard }));
  return taxWizardImport;
}

// The questionnaire and the profile form are two chunks: `?setup=tax` downloads the questionnaire
// alone, not the form with react-hook-form, the plan panel and the privacy cards (issue 10). The
// server names the one the address asks for in the page's HTML (platform/client-pages.ts).
// React.lazy takes any thenable: once the code is in, this one answers at once. An import()
// promise answers a microtask later even then, so the first render suspended, committed the
// spinner, and React holds back content revealed after a fallback for 300 ms: the questionnaire
// appeared 0.4-0.7 s after the spinner on a phone (issue 10).
const TaxWizard = lazy(() => {
  const loaded = loadedTaxWizard;
  if (!loaded) return loadTaxWizard();
  const answeredAtOnce = { then: (onLoaded: (module: TaxWizardModule) => unknown) => onLoaded(loaded) };
  return answeredAtOnce as unknown as Promise<TaxWizardModule>;
});
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
    // The photo shows before the answers are in: it is the page's largest paint (issue 10).
    // The questionnaire's year is the most recent one open for filing (spec part 2 §9, issue 3).
    return (
      <QuestionnaireBackdrop>
        {shownUser ? (
          <Suspense fallback={spinner}>
            <TaxWizard key={shownUser.id} user={shownUser} taxYear={defaultTaxYear(now())} />
          </Suspense>
        ) : (
          spinner
        )}
      </QuestionnaireBackdrop>
    );
  }

  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <ProfileDetails user={user} firstTime={firstTime} taxYear={taxYear} />
    </Suspense>
  );
}
