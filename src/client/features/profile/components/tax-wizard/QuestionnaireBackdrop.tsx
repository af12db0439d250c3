import type { ReactNode } from 'react';

/**
 * The questionnaire's full-height photo behind its card. The page (app/routes/profile.tsx) shows
 * it as soon as it renders, with the loading spinner inside, and the questionnaire fills it once
 * the person's answers are in: the photo is the page's largest paint and needs none of those
 * answers, so on a phone it no longer waits for them and for the questionnaire's first render
 * (issue 10). The photo is preloaded by the route's loader and named in the page's HTML.
 */
export function QuestionnaireBackdrop({ children }: { children: ReactNode }) {
  return (
    <div className="-mb-10 min-h-[calc(100dvh-4rem)] bg-slate-700 bg-cover bg-center" style={{ backgroundImage: 'url(/images/wizard-background.jpg)' }}>
      {children}
    </div>
  );
}
