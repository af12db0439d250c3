import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@client/components/Logo';
import { cn } from '@client/components/ui/cn';

/** Intro timings of spec part 1 §2.2, §9. */
export const INTRO_TEXT_MS = 2000;
export const INTRO_LOGO_MS = 2000;
export const INTRO_SETTLE_MS = 2000;

export type IntroPhase = 'text' | 'logoFlash' | 'logo' | 'done';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Title and slogan 2 s, enlarged logo with a flash 2 s, logo at normal size, 2 s later done. */
export function useIntroPhase(skip: boolean): [IntroPhase, () => void] {
  const [phase, setPhase] = useState<IntroPhase>(skip ? 'done' : 'text');
  useEffect(() => {
    if (skip) return;
    const timers = [
      window.setTimeout(() => setPhase((p) => (p === 'done' ? p : 'logoFlash')), INTRO_TEXT_MS),
      window.setTimeout(() => setPhase((p) => (p === 'done' ? p : 'logo')), INTRO_TEXT_MS + INTRO_LOGO_MS),
      window.setTimeout(() => setPhase('done'), INTRO_TEXT_MS + INTRO_LOGO_MS + INTRO_SETTLE_MS),
    ];
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [skip]);
  return [phase, () => setPhase('done')];
}

type IntroBrandProps = { phase: IntroPhase; pulse: boolean; onLogoPress: () => void };

/** Logo, title and slogan as the intro phase shows them. The logo is the sound button. */
export function IntroBrand({ phase, pulse, onLogoPress }: IntroBrandProps) {
  const { t } = useTranslation('login');
  const showLogo = phase !== 'text';
  const showText = phase !== 'logoFlash';
  const enlarged = phase === 'logoFlash';
  return (
    <div className="flex flex-col items-center text-center">
      <div className={cn('relative flex items-center justify-center transition-all duration-700', showLogo ? 'h-28 opacity-100' : 'h-0 opacity-0')}>
        {enlarged ? (
          <span aria-hidden="true" className="pointer-events-none absolute h-64 w-64 rounded-full bg-white blur-2xl animate-flash" />
        ) : null}
        <button
          type="button"
          onClick={onLogoPress}
          aria-label={t('intro.playSound')}
          tabIndex={showLogo ? 0 : -1}
          className={cn(
            'relative rounded-3xl transition-transform duration-700 ease-out',
            enlarged ? 'scale-150' : 'scale-100',
            pulse && 'animate-logo-pulse',
          )}
        >
          <Logo className="h-20 w-20 drop-shadow-xl" />
        </button>
      </div>
      {/* A dark scrim under title and slogan keeps them readable on any part of the photo: white
          on it is 12:1 or more even over the photo's brightest pixel (4.1:1 without it). It fades
          in but leaves at once, so half-transparent text never sits on the logo's white flash. */}
      <div className={cn('mt-4 rounded-2xl bg-slate-950/60 px-5 py-3 transition-opacity', showText ? 'opacity-100 duration-700' : 'opacity-0 duration-0')}>
        <h1 className="text-4xl font-bold tracking-tight text-white">Helvetax</h1>
        <p className="mt-2 text-lg font-medium text-white">{t('intro.slogan')}</p>
      </div>
    </div>
  );
}
