import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newPhoneContext } from './support/browser';
import { signInThroughLoginPage } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

const e2e = serverAndBrowserPerFile();

async function chooseLanguage(page: Page, current: RegExp, option: string) {
  await page.getByRole('combobox', { name: current }).first().click();
  await page.getByRole('option', { name: option }).click();
}

describe('a new person on a phone', () => {
  it('signs in with an e-mailed code, completes the first-time profile, reaches home, switches language and logs out', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `anna-${Date.now()}@example.ch`;

    await page.goto(`${e2e.server.origin}/`);
    await page.waitForURL('**/login', { timeout: 15_000 });
    await page.getByLabel('E-Mail', { exact: true }).waitFor({ timeout: 20_000 });
    await chooseLanguage(page, /Sprache/, 'English');
    await signInThroughLoginPage(e2e.server, page, email);

    await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
    const terms = page.getByRole('checkbox');
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Muster');
    await page.getByLabel('Phone number').fill('79 123 45 67');
    await terms.click();
    await expect.poll(() => terms.getAttribute('aria-checked').catch(() => terms.isChecked().then(String))).toBe('true');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${e2e.server.origin}/`, { timeout: 15_000 });

    // The server has the profile as typed (digits only) and counts it complete.
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(me).toMatchObject({ firstName: 'Anna', lastName: 'Muster', phone: '791234567', isProfileComplete: true });

    // Home: the to-do tiles and the progress tab at step 1 of 6.
    await page.getByText('Tax Profile').first().waitFor();
    await page.getByRole('link', { name: 'Progress' }).first().click();
    await page.getByText(/1\s*\/\s*6/).first().waitFor();

    // Language switch is live and survives a reload.
    await chooseLanguage(page, /Language/, 'Français');
    await page.getByRole('link', { name: /Progrès|Progression/ }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await page.reload();
    await page.getByRole('link', { name: /Progrès|Progression/ }).first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await chooseLanguage(page, /Langue/, 'English');

    // Logout: back to /login, and the old cookie is dead on the server.
    const oldCookies = await context.cookies();
    const session = oldCookies.find((c) => c.name === 'hx_session')!;
    expect(session.httpOnly).toBe(true);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).or(page.getByRole('button', { name: 'Log out' })).first().click();
    await page.waitForURL('**/login', { timeout: 15_000 });
    const replay = await fetch(`${e2e.server.origin}/api/user`, { headers: { cookie: `hx_session=${session.value}` } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens /login without the router first, then hands over to it: a legal link, back, and the sign-in', async () => {
    const context = await newPhoneContext(e2e.browser, { locale: 'en-GB' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en');
    });
    await page.goto(`${e2e.server.origin}/login`);
    // The first load shows the page without React Router (app/SignInApp.tsx); its first link
    // loads the router's app, which opens the legal page in the same document.
    await page.getByRole('button', { name: 'Skip intro' }).click();
    const documentId = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('link', { name: 'Data protection' }).click();
    await page.waitForURL('**/data-protection?returnTo=/login', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentId);
    // Back is the router's now: the login page again, in the same document, and signing in works there.
    await page.goBack();
    await page.waitForURL('**/login', { timeout: 15_000 });
    await signInThroughLoginPage(e2e.server, page, `carla-${Date.now()}@example.ch`);
    await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentId);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs a returning person in by the quick restore on a first load of /login, handing over to the router', async () => {
    const context = await newPhoneContext(e2e.browser, { locale: 'en-GB' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en');
    });
    await page.goto(`${e2e.server.origin}/login`);
    await signInThroughLoginPage(e2e.server, page, `dora-${Date.now()}@example.ch`);
    await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
    // The session cookie is gone (the browser was closed), the device's token and the saved address stay.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['hx_session', 'hx_device']));
    await context.clearCookies({ name: 'hx_session' });
    await page.goto(`${e2e.server.origin}/login`);
    // The auth watcher of the page without the router restores the session and hands over.
    await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
    await page.getByLabel('First name').waitFor({ timeout: 15_000 });
    expect((await context.cookies()).map((c) => c.name)).toContain('hx_session');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Session Expired dialog when the server ends the session mid-use', async () => {
    const context = await newPhoneContext(e2e.browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en');
    });
    const email = `beat-${Date.now()}@example.ch`;
    await page.goto(`${e2e.server.origin}/login`);
    await signInThroughLoginPage(e2e.server, page, email);
    await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    // The page has loaded everything it shows (the plan panel last) before the session ends, so
    // what reaches the dead session is the person's own next step.
    await page.getByText('You have no active subscription for this tax year yet.').waitFor({ timeout: 15_000 });

    await e2e.server.revokeSessionsOf(me.id);
    // The next thing the person does reaches the server with a dead session.
    await page.getByLabel('First name').fill('Beat');
    await page.getByLabel('Last name').fill('Keller');
    await page.getByLabel('Phone number').fill('791112233');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain('Your session has expired or you need to log in to continue.');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/login', { timeout: 15_000 });
    await context.close();
  });
});
