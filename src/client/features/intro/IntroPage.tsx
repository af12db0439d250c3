import { Bot, FileCheck2, FileUp, LockKeyhole, TrendingUp, UserRoundPen, VideoOff, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';

const STEPS: readonly { key: 'profile' | 'upload' | 'created' | 'analysis' | 'optimisation' | 'transmission'; icon: LucideIcon }[] = [
  { key: 'profile', icon: UserRoundPen },
  { key: 'upload', icon: FileUp },
  { key: 'created', icon: FileCheck2 },
  { key: 'analysis', icon: Bot },
  { key: 'optimisation', icon: TrendingUp },
  { key: 'transmission', icon: LockKeyhole },
];

export const INTRO_VIDEO_SRC = '/media/intro.mp4';

/** /intro (spec part 2 'Intro'): hero, the six steps and the intro video. */
export function IntroPage() {
  const { t } = useTranslation('intro');
  const [videoFailed, setVideoFailed] = useState(false);
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
          {STEPS.map(({ key, icon: Icon }, index) => (
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
          ))}
        </ol>
      </section>

      <section aria-labelledby="intro-video-title">
        <h2 id="intro-video-title" className="text-xl font-semibold text-slate-900">
          {t('video.title')}
        </h2>
        <div className="mt-4 aspect-video w-full overflow-hidden rounded-2xl bg-slate-900">
          {videoFailed ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
              <VideoOff aria-hidden="true" className="h-10 w-10 text-white/80" />
              <p>{t('video.unavailable')}</p>
            </div>
          ) : (
            <video
              className="h-full w-full"
              controls
              preload="metadata"
              src={INTRO_VIDEO_SRC}
              aria-label={t('video.title')}
              onError={() => setVideoFailed(true)}
            >
              {t('video.fallback')}
            </video>
          )}
        </div>
      </section>
    </div>
  );
}
