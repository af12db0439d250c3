import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isActiveLanguage } from '@shared/domain/languages';
import { INTRO_VIDEO_FILES } from '../intro-video';

const SUBTITLE_LANGUAGES = LANGUAGES.filter((language) => language.active);

/**
 * The intro video (spec part 2 'Intro'): 16:9, with controls, WebM first and MP4 for browsers
 * without VP9, and subtitles in every interface language. The video shows the German texts,
 * so the subtitles of the interface language are on by default for everyone else.
 */
export function IntroVideo() {
  const { t, i18n } = useTranslation('intro');
  const [failed, setFailed] = useState(false);
  const language = isActiveLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-slate-100">
      {failed ? (
        <div role="status" className="flex h-full flex-col items-center justify-center gap-3 bg-slate-900 p-6 text-center text-white">
          <VideoOff aria-hidden="true" className="h-10 w-10 text-white/80" />
          <p>{t('video.unavailable')}</p>
        </div>
      ) : (
        <video
          // A new element per language, so the browser picks the new default subtitles.
          key={language}
          className="h-full w-full"
          controls
          playsInline
          preload="metadata"
          poster={INTRO_VIDEO_FILES.poster}
          aria-label={t('video.title')}
        >
          <source src={INTRO_VIDEO_FILES.webm} type='video/webm; codecs="vp9, opus"' />
          {/* The last source's error means no source could play: say so instead of a blank box. */}
          <source src={INTRO_VIDEO_FILES.mp4} type='video/mp4; codecs="avc1.640028, mp4a.40.2"' onError={() => setFailed(true)} />
          {SUBTITLE_LANGUAGES.map(({ code, name }) => (
            <track
              key={code}
              kind="subtitles"
              src={INTRO_VIDEO_FILES.subtitles(code)}
              srcLang={code}
              label={name}
              default={code === language && code !== DEFAULT_LANGUAGE}
            />
          ))}
          {t('video.fallback')}
        </video>
      )}
    </div>
  );
}
