import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §1: the login page shows v0.35; its changelog lists 0.24 to 0.36. Shown as they are. */
export const LOGIN_PAGE_VERSION = '0.35';
export const CHANGELOG_VERSIONS = ['0.36', '0.35', '0.34', '0.33', '0.32', '0.31', '0.30', '0.29', '0.28', '0.27', '0.26', '0.25', '0.24'] as const;

// Few people open the changelog: its dialog code stays out of the login page's first load (issue 10).
const ChangelogList = lazy(() => import('./ChangelogList').then((m) => ({ default: m.ChangelogList })));

export function ChangelogDialog() {
  const { t } = useTranslation('login');
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing it animates and returns focus as before.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        title={t('changelog.open')}
        className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-white/90 underline-offset-4 hover:underline"
      >
        v{LOGIN_PAGE_VERSION}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChangelogList versions={CHANGELOG_VERSIONS} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
