import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startE2eServer } from './server';

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/**
 * The whole app and Debian's Chromium for one test file: started before its first test, closed
 * after its last. The fields are set once the file's tests run (not while it is being collected).
 */
export function serverAndBrowserPerFile(options?: Parameters<typeof startE2eServer>[0]): { server: E2eServer; browser: Browser } {
  const started = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    started.server = await startE2eServer(options);
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}
