import type { Locator, Page } from 'playwright-core';
import type { startE2eServer } from './server';

type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/** Signs in through the login card, reading the code from the SMTP sink like a mailbox. */
export async function signInThroughLoginPage(server: E2eServer, page: Page, email: string) {
  const emailField = page.getByLabel('E-mail', { exact: true });
  await emailField.waitFor({ timeout: 20_000 }); // the intro plays first
  await emailField.fill(email);
  const after = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await server.sink.waitForCode(email, { after });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The to-do tile whose heading is `title`. */
export function tile(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * A new person's first minutes: open the app, switch the login page to English, sign in with
 * the e-mailed code and finish the first-time profile, ending on the home screen.
 */
export async function signUpInEnglish(server: E2eServer, page: Page, person: { email: string; firstName: string; lastName: string }) {
  await page.goto(`${server.origin}/`);
  await page.waitForURL('**/login', { timeout: 15_000 });
  await page.getByLabel('E-Mail', { exact: true }).waitFor({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Sprache (Language)' }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await signInThroughLoginPage(server, page, person.email);
  await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Phone number').fill('791112233');
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`${server.origin}/`, { timeout: 15_000 });
}
