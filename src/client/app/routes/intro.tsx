import { Bot, FileCheck2, FileUp, LockKeyhole, TrendingUp, UserRoundPen, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { IntroVideo } from '@client/features/intro/components/IntroVideo';
import { INTRO_STEP_KEYS, type IntroStepKey } from '@client/features/intro/intro-video';

const STEP_ICONS: Record<IntroStepKey, LucideIcon> = {
  profile: UserRoundPen,
  upload: FileUp,
  created: FileCheck2,
  analysis: Bot,
  optimisation: TrendingUp,
  transmission: LockKeyhole,
};

/** /intro (spec part 2 'Intro'): hero, the six steps and the intro video. */
export function IntroPage() {
  const { t } = useTranslation('intro');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <section className="rounded-3xl bg-slate-900 px-6 py-8 text-white shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{t('hero.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('hero.title')}</h1>
        <p className="mt-3 text-lg text-white/90">{t('hero.text')}</p>
      </section>

      <section aria-labelledby="intro-steps-title">
        <h2 id="intro-steps-title" className="text-xl font-semibold text-slate-900">
          {t('steps.title')}
        </h2>
        <ol className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {INTRO_STEP_KEYS.map((key, index) => {
            const Icon = STEP_ICONS[key];
            return (
              <li key={key}>
                <Card className="flex h-full items-start gap-3 p-4">
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <span className="text-brand-700">{index + 1}.</span> {t(`steps.${key}.title`)}
                    </h3>
                    <p className="mt-1 text-sm text-slate-700">{t(`steps.${key}.text`)}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="intro-video-title">
        <h2 id="intro-video-title" className="text-xl font-semibold text-slate-900">
          {t('video.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('video.text')}</p>
        <div className="mt-4">
          <IntroVideo />
        </div>
      </section>
    </div>
  );
}
