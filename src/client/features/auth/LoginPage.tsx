import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@client/components/AppLink';
import { LanguageSelect } from '@client/components/LanguageSelect';
import { loadNamespaces } from '@client/lib/i18n';
import { ChangelogDialog } from './components/ChangelogDialog';
import { IntroBrand, prefersReducedMotion, useIntroPhase } from './components/IntroSequence';
import { useIntroSound } from './components/use-intro-sound';

// The sign-in card appears after the intro (6 s, or when skipped): its code (both steps, TanStack
// Query) and the form-error texts download while the intro plays, so the page shows without
// them (issue 10).
const loadLoginCard = () =>
  Promise.all([import('./components/LoginCard'), loadNamespaces(['validation'])]).then(([module]) => ({ default: module.LoginCard }));
const LoginCard = lazy(loadLoginCard);
const DebugLoginPanel = lazy(() => import('./components/DebugLoginPanel').then((module) => ({ default: module.DebugLoginPanel })));

/** /login (spec part 1 §2.2): intro, then the two-step sign-in card. */
export function LoginPage() {
  const { t } = useTranslation('login');
  const [reducedMotion] = useState(prefersReducedMotion);
  const [phase, skipIntro] = useIntroPhase(reducedMotion);
  const sound = useIntroSound(!reducedMotion);
  const [debugOpen, setDebugOpen] = useState(false);
  // Once the intro is on screen, not before: the card's download does not compete with it.
  useEffect(() => {
    loadLoginCard().catch(() => undefined);
  }, []);
  // The skip button disappears when the intro ends (skipped or not); its focus moves to the main
  // landmark instead of falling to the page body. Stable, so it runs only when the button goes.
  const keepFocusInMain = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    return () => {
      if (document.activeElement === button) document.getElementById('main')?.focus();
    };
  }, []);

  // Ctrl+Shift+D toggles the hidden debug panel.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'd') {
        event.preventDefault();
        setDebugOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-slate-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-cover bg-center"
        style={{ backgroundImage: "url('/images/login-background.jpg')" }}
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-900/55 to-slate-950/80" />

      <header className="relative z-10 flex items-start justify-between gap-3 p-3 sm:p-5">
        {/* The public calculator (issue 11) needs no account; a plain link keeps this page's first load as it was. */}
        <AppLink
          to="/rechner"
          className="inline-flex min-h-11 items-center rounded-xl bg-slate-950/60 px-3 text-sm font-medium text-white underline-offset-4 hover:underline"
        >
          {t('header.calculator')}
        </AppLink>
        <LanguageSelect className="border-white/30 bg-white/95" />
      </header>

      <main id="main" tabIndex={-1} className="relative z-10 flex flex-1 flex-col items-center justify-center gap-8 px-4 pb-6 outline-none">
        <IntroBrand phase={phase} pulse={sound.failed} onLogoPress={() => void sound.play()} />
        {phase === 'done' ? (
          <Suspense fallback={null}>
            <LoginCard />
          </Suspense>
        ) : (
          <button
            ref={keepFocusInMain}
            type="button"
            onClick={skipIntro}
            className="min-h-11 rounded-xl px-4 text-sm font-medium text-white/90 underline underline-offset-4 hover:text-white"
          >
            {t('intro.skip')}
          </button>
        )}
      </main>

      <footer className="relative z-10 flex flex-wrap items-center justify-center gap-x-2 px-4 pb-4 text-sm text-white/90">
        <ChangelogDialog />
        <span aria-hidden="true">·</span>
        <AppLink to="/data-protection?returnTo=/login" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline">
          {t('footer.dataProtection')}
        </AppLink>
        <AppLink to="/terms-and-conditions?returnTo=/login" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline">
          {t('footer.terms')}
        </AppLink>
        <AppLink to="/cookies?returnTo=/login" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline">
          {t('footer.cookies')}
        </AppLink>
      </footer>

      {debugOpen ? (
        <Suspense fallback={null}>
          <DebugLoginPanel onClose={() => setDebugOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
