import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newPhoneContext, PHONE } from './support/browser';
import { signUpInEnglish } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

// The signed-in pages' first paints are hand copies of what React renders first (src/client/
// index.html, platform/client-pages.ts). Here the copy, as a browser without scripts shows it, is
// laid beside the page React drew: the page's largest paint and the header must be the same size
// in the same place, with the same words, or the page jumps when React takes over (and Lighthouse
// counts React's paint as the largest one, seconds later on a phone).

const e2e = serverAndBrowserPerFile();

type Box = { x: number; y: number; width: number; height: number; text: string };

/** The element's box within the first screen (what a largest paint counts) and its text. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const element = page.locator(selector).first();
  await element.waitFor({ state: 'attached' });
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const bottom = Math.min(box.y + box.height, PHONE.height);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(bottom - box.y), text: (await element.innerText()).trim() };
}

/** The same person's page in a browser that runs no script: the server's first paint alone. */
async function firstPaintOf(signedIn: BrowserContext, url: string, selectors: string[]): Promise<Box[]> {
  const context = await e2e.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'de-CH', javaScriptEnabled: false });
  try {
    await context.addCookies(await signedIn.cookies());
    const page = await context.newPage();
    await page.goto(url);
    // The first paint marks its largest element (index.html); React's has no such mark.
    await page.locator('[data-first-paint-lcp]').waitFor({ state: 'attached' });
    return await Promise.all(selectors.map((selector) => boxOf(page, selector)));
  } finally {
    await context.close();
  }
}

describe('the signed-in first paints', () => {
  it('are where and as large as what React renders next, on home and the questionnaire, in the person\'s language', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signUpInEnglish(e2e.server, page, { email: `paint-${Date.now()}@example.ch`, firstName: 'Paula', lastName: 'Paint' });

    const pages = [
      { url: `${e2e.server.origin}/`, lcp: 'section[aria-labelledby="todo-title"] p.mt-1', sameWords: true, ready: () => page.getByRole('heading', { name: 'Your to-dos' }).waitFor() },
      // The photo is the largest paint; the questionnaire fills it once the answers are in.
      { url: `${e2e.server.origin}/profile?setup=tax`, lcp: 'main > div.bg-cover', sameWords: false, ready: () => page.getByText(/Tax profile/i).first().waitFor({ timeout: 15_000 }) },
    ];
    for (const { url, lcp, sameWords, ready } of pages) {
      const selectors = [lcp, 'header', 'header a[href="/"]'];
      const painted = await firstPaintOf(context, url, selectors);
      await page.goto(url);
      await ready();
      // React's page: no first-paint mark left, the same boxes and words.
      await expect.poll(() => page.locator('[data-first-paint-lcp]').count()).toBe(0);
      const rendered = await Promise.all(selectors.map((selector) => boxOf(page, selector)));
      const words = (box: Box) => (sameWords ? box : { ...box, text: '' });
      expect(words(painted[0]!), `${url} ${lcp}`).toEqual(words(rendered[0]!));
      // The header's words may differ: the bell's count of open to-dos is the person's own.
      for (const index of [1, 2]) expect({ ...painted[index]!, text: '' }, `${url} ${selectors[index]}`).toEqual({ ...rendered[index]!, text: '' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a browser with an expired session the loading screen, then the login page', async () => {
    const context = await newPhoneContext(e2e.browser);
    await context.addCookies([{ name: 'hx_session', value: 'expired-or-unknown', url: e2e.server.origin }]);
    const page = await context.newPage();
    await page.goto(`${e2e.server.origin}/`);
    await page.waitForURL('**/login', { timeout: 15_000 });
    await page.getByLabel('E-Mail', { exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
