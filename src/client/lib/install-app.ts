/**
 * Installable app (spec part 1 §1, §8): the browser's install prompt is kept when it fires;
 * the install button waits at most 1000 ms for it before saying installation is unavailable.
 */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export const INSTALL_CHECK_TIMEOUT_MS = 1000;

let deferredPrompt: InstallPromptEvent | null = null;
const waiters = new Set<(event: InstallPromptEvent) => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    for (const resolve of waiters) resolve(deferredPrompt);
    waiters.clear();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
  });
}

function waitForPrompt(timeoutMs: number): Promise<InstallPromptEvent | null> {
  if (deferredPrompt) return Promise.resolve(deferredPrompt);
  return new Promise((resolve) => {
    const done = (event: InstallPromptEvent | null) => {
      window.clearTimeout(timer);
      waiters.delete(done);
      resolve(event);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    waiters.add(done);
  });
}

/** 'unavailable' when the browser offers no install prompt (unsupported or already installed). */
export async function requestInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = await waitForPrompt(INSTALL_CHECK_TIMEOUT_MS);
  if (!prompt) return 'unavailable';
  deferredPrompt = null;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  return choice.outcome;
}
