/**
 * The intro video on /intro and its subtitles: one timeline shared by the page, the unit
 * test and scripts/make-intro-video.sh, which renders the video and writes the subtitle
 * files from it. Change a scene or an intro text, run the script, commit what it writes.
 */

export const INTRO_STEP_KEYS = ['profile', 'upload', 'created', 'analysis', 'optimisation', 'transmission'] as const;
export type IntroStepKey = (typeof INTRO_STEP_KEYS)[number];

/** Files under src/client/public/videos/, written by scripts/make-intro-video.sh. */
export const INTRO_VIDEO_FILES = {
  webm: '/videos/intro.webm',
  mp4: '/videos/intro.mp4',
  poster: '/videos/intro-poster.jpg',
  subtitles: (language: string) => `/videos/intro.${language}.vtt`,
} as const;

export type IntroScene =
  | { kind: 'hero'; seconds: number }
  | { kind: 'step'; step: IntroStepKey; number: number; seconds: number }
  | { kind: 'outro'; seconds: number };

/** Title card, the six steps, closing card: 4 + 6 × 3.5 + 4 = 29 s. */
export const INTRO_SCENES: readonly IntroScene[] = [
  { kind: 'hero', seconds: 4 },
  ...INTRO_STEP_KEYS.map((step, index) => ({ kind: 'step' as const, step, number: index + 1, seconds: 3.5 })),
  { kind: 'outro', seconds: 4 },
];

/** Reads one text of the intro namespace ('hero.title', 'steps.upload.text', …). */
export type IntroText = (key: string) => string;

/** The lines a scene shows: a heading and the text under it. The video burns in the German ones. */
export function sceneLines(scene: IntroScene, text: IntroText): { heading: string; body: string } {
  if (scene.kind === 'hero') return { heading: text('hero.eyebrow'), body: text('hero.title') };
  if (scene.kind === 'outro') return { heading: text('steps.title'), body: text('hero.text') };
  return { heading: `${scene.number}. ${text(`steps.${scene.step}.title`)}`, body: text(`steps.${scene.step}.text`) };
}

/** 83.5 → '00:01:23.500' (WebVTT needs hours when the file mixes them; always writing them is simplest). */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is markup in WebVTT: '&', '<' and '>' must be escaped, and a blank line would end the cue. */
function cueText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s*\n\s*/g, ' ').trim();
}

/** The WebVTT subtitles of the intro video in one language: one cue per scene, back to back. */
export function introSubtitlesVtt(text: IntroText): string {
  const cues: string[] = [];
  let start = 0;
  INTRO_SCENES.forEach((scene, index) => {
    const end = start + scene.seconds;
    const { heading, body } = sceneLines(scene, text);
    cues.push(`${index + 1}\n${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${cueText(heading)}\n${cueText(body)}`);
    start = end;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export function introDurationSeconds(): number {
  return INTRO_SCENES.reduce((sum, scene) => sum + scene.seconds, 0);
}
