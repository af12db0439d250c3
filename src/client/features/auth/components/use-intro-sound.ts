import { useCallback, useEffect, useRef, useState } from 'react';
import { INTRO_SOUND, SOUND_RETRY_DELAY_MS, createSound, playWithFallback, wait } from './sounds';

/**
 * Intro sound (spec part 1 §2.2): tried automatically; if the browser refuses, one retry
 * (muted start, unmuted after 300 ms); if that fails too, the logo pulses and the sound plays
 * on the first click or touch, or when the logo is pressed.
 */
export function useIntroSound(autoplay: boolean) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [failed, setFailed] = useState(false);

  const audio = useCallback(() => {
    audioRef.current ??= createSound(INTRO_SOUND);
    return audioRef.current;
  }, []);

  const play = useCallback(async (): Promise<boolean> => {
    const sound = audio();
    try {
      await playWithFallback(sound, INTRO_SOUND);
      setFailed(false);
      return true;
    } catch {
      // fall through to the single retry
    }
    try {
      sound.muted = true;
      await playWithFallback(sound, INTRO_SOUND);
      await wait(SOUND_RETRY_DELAY_MS);
      sound.muted = false;
      if (sound.paused) throw new Error('playback stopped when unmuted');
      setFailed(false);
      return true;
    } catch {
      sound.muted = false;
      sound.pause();
      setFailed(true);
      return false;
    }
  }, [audio]);

  useEffect(() => {
    if (!autoplay) return;
    let cancelled = false;
    const onFirstGesture = () => {
      remove();
      void play();
    };
    const remove = () => {
      document.removeEventListener('pointerdown', onFirstGesture);
      document.removeEventListener('touchstart', onFirstGesture);
    };
    void play().then((ok) => {
      if (ok || cancelled) return;
      document.addEventListener('pointerdown', onFirstGesture, { once: true });
      document.addEventListener('touchstart', onFirstGesture, { once: true });
    });
    return () => {
      cancelled = true;
      remove();
      audioRef.current?.pause();
    };
  }, [autoplay, play]);

  return { play, failed };
}
