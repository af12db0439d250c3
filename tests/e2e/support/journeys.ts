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
