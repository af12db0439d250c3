import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { i18n } from '@client/lib/i18n';
import { LEGAL_PATHS } from '@client/lib/public-routes';
import { toast } from '@client/lib/toast';

/** Where a person with an incomplete profile may still go: sign-out and the legal texts. */
const ALLOWED_EXITS: readonly string[] = ['/login', ...LEGAL_PATHS];

/**
 * Spec part 2 §2, §5: while the profile is incomplete, every in-app navigation away from the
 * profile page (buttons, header links, browser back) is refused with a toast.
 */
export function useProfileLeaveGuard(isProfileComplete: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isProfileComplete && nextLocation.pathname !== currentLocation.pathname && !ALLOWED_EXITS.includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    toast({ title: i18n.t('profile:leaveGuard.title'), description: i18n.t('profile:leaveGuard.text'), variant: 'destructive' });
    blocker.reset();
  }, [blocker]);
}
