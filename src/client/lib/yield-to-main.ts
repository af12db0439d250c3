type TaskScheduler = { yield?: () => Promise<void>; postTask?: (callback: () => void) => Promise<void> };

/**
 * Gives the main thread back: what follows runs in a later task, so it does not lengthen the
 * current one (a phone's long tasks delay its first tap; Lighthouse counts them as blocking).
 * Through the browser's task scheduler (scheduler.yield, or postTask where only that exists:
 * Chromium, Firefox); where there is none (Safari, the test DOM) it goes on at once, as without it: a
 * split task is worth having there too, but not a timer, which a background tab delays by a
 * second and which fake timers in tests would hold.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (scheduler?.postTask) return scheduler.postTask(() => undefined);
  return Promise.resolve();
}
