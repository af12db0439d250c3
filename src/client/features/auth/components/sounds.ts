/** Sound files of the login page (spec part 1 §2.2, §9); each has a WAV fallback. */
export const INTRO_SOUND = { primary: '/sounds/intro.mp3', fallback: '/sounds/intro.wav' } as const;
export const LOGIN_SOUND = { primary: '/sounds/login.mp3', fallback: '/sounds/login.wav' } as const;
export const SOUND_VOLUME = 0.7;
export const SOUND_RETRY_DELAY_MS = 300;

export type SoundSource = { primary: string; fallback: string };

export function createSound(source: SoundSource): HTMLAudioElement {
  const audio = new Audio(source.primary);
  audio.preload = 'auto';
  audio.volume = SOUND_VOLUME;
  return audio;
}

function isUnsupportedSource(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotSupportedError';
}

/** Plays from the start; a source the browser cannot load is swapped for the fallback once. */
export async function playWithFallback(audio: HTMLAudioElement, source: SoundSource): Promise<void> {
  audio.currentTime = 0;
  try {
    await audio.play();
  } catch (error) {
    if (!isUnsupportedSource(error) || audio.src.endsWith(source.fallback)) throw error;
    audio.src = source.fallback;
    await audio.play();
  }
}

export const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
