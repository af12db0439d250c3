import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTaxYear } from '../../src/shared/domain/tax-years';
import { signedCheckoutCompleted, startStripeStandIn } from '../support/stripe-stand-in';
import { collectPageErrors, launchBrowser, newPhoneContext } from './support/browser';
import { pdf, reachStatus3, signUpInEnglish, tile } from './support/journeys';
import { startE2eServer } from './support/server';

const STRIPE = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' };

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let server: Awaited<ReturnType<typeof startE2eServer>>;
let browser: Browser;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startE2eServer({ stripe: STRIPE, stripeApi: stripe.api });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

describe('transmission on a phone', () => {
  it('goes from status 3 through the advanced section, locks it, pays for a plan, transmits and sees 4/6 processing', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `nina-${Date.now()}@example.ch`;
    const taxYear = defaultTaxYear(server.clock.now());

    await signUpInEnglish(server, page, { email, firstName: 'Nina', lastName: 'Brunner' });
    await reachStatus3(page, taxYear);
    await page.reload();

    // Status 3: transmitting is not possible yet and says what is missing.
    const transmitTile = tile(page, 'Transmit Files');
    await expect.poll(() => transmitTile.textContent(), { timeout: 15_000 }).toContain('Finish and lock the advanced tax info');
    await expect.poll(() => transmitTile.textContent(), { timeout: 15_000 }).toContain(`Choose a plan for ${taxYear}`);

    // The Advanced Tax Info tile opens the advanced area.
    await tile(page, 'Advanced Tax Info').getByRole('link').click();
    await page.waitForURL('**/advanced-tax-info**');
    await page.getByRole('heading', { name: 'Advanced tax information', level: 1 }).waitFor();

    // Authorization: canton, tax number and AHV number come from the tax profile; the power of
    // attorney is read as a PDF generated for this person, then accepted.
    await page.getByRole('tab', { name: 'Authorization' }).click();
    const mandateLink = page.getByRole('link', { name: 'Power of attorney in German (PDF)' });
    const mandate = await page.request.get(new URL((await mandateLink.getAttribute('href'))!, server.origin).href);
    expect(mandate.status()).toBe(200);
    expect(mandate.headers()['content-type']).toBe('application/pdf');
    expect((await mandate.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('checkbox', { name: 'I have read and accept the power of attorney' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings Saved').first().waitFor();

    // Children: the tax profile has children, so the tab is there; one child is saved.
    await page.getByRole('tab', { name: 'Children' }).click();
    const childrenPanel = page.getByRole('tabpanel');
    await childrenPanel.getByRole('button', { name: 'Add child' }).click();
    await childrenPanel.getByLabel('First name').last().fill('Mia');
    await childrenPanel.getByLabel('Last name').last().fill('Brunner');
    await childrenPanel.getByLabel('Date of birth').last().fill(`${taxYear - 6}-03-14`);
    await childrenPanel.getByRole('button', { name: 'Save children information' }).click();
    await page.getByText('Children Information Saved').first().waitFor();

    // One advanced upload: the child's birth certificate, through the same pipeline as home.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      childrenPanel.getByRole('button', { name: 'Upload a document for Child: Birth Certificate' }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(false);
    await chooser.setFiles({ name: 'geburtsurkunde-mia.pdf', mimeType: 'application/pdf', buffer: pdf('birth certificate') });
    await page.getByText('Document uploaded').first().waitFor({ timeout: 15_000 });

    // Everything entered survives a reload (it is kept on the server, not in the browser).
    await page.reload();
    await page.getByRole('tab', { name: 'Children' }).click();
    expect(await page.getByRole('tabpanel').getByLabel('First name').last().inputValue()).toBe('Mia');

    // The tax documents page uploads a real receipt, which then shows in the file history.
    await page.goto(`${server.origin}/tax-documents`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Select tax item' }).click();
    await page.getByRole('option', { name: /^Donations \(Item 15\)/ }).click();
    const [receiptChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose files' }).click()]);
    await receiptChooser.setFiles({ name: 'spende-rotes-kreuz.pdf', mimeType: 'application/pdf', buffer: pdf('donation receipt') });
    await page.getByText('1 document uploaded to “Donations”.').first().waitFor({ timeout: 15_000 });
    await page.goto(`${server.origin}/file-history`);
    await page.getByText('spende-rotes-kreuz.pdf').first().waitFor({ timeout: 15_000 });
    await page.getByText('geburtsurkunde-mia.pdf').first().waitFor();

    // Finish the section: switch 'section complete' on, confirm, and the page locks.
    await page.goto(`${server.origin}/advanced-tax-info`);
    await page.getByRole('switch', { name: 'Section complete' }).click();
    await page.getByRole('button', { name: 'Finish Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close section?' });
    await dialog.getByText('Are you sure you want to close this tax year? After confirmation no changes are possible.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Section completed and locked' }).waitFor({ timeout: 15_000 });
    // The lock is the server's: a reload still shows it, and the year selector is gone.
    await page.reload();
    await page.getByRole('heading', { name: 'Section completed and locked' }).waitFor({ timeout: 15_000 });

    // Choose a plan and pay by card: Checkout is started through the Stripe client (a local
    // stand-in answers as Stripe's API), and Stripe confirms the payment by a signed webhook.
    await page.goto(`${server.origin}/`);
    await tile(page, 'Transmit Files').getByRole('link', { name: `Choose a plan for ${taxYear}` }).click();
    await page.waitForURL('**/profile**');
    await page.getByRole('button', { name: 'Pay by card: Basic' }).click();
    // Back from the payment page, home says the payment is being confirmed.
    await page.getByText('Thank you for your payment').first().waitFor({ timeout: 15_000 });
    expect(stripe.sessions).toHaveLength(1);
    const session = stripe.sessions[0]!.fields;
    expect(session['line_items[0][price_data][unit_amount]']).toBe('12900');
    expect(session['line_items[0][price_data][currency]']).toBe('chf');
    expect(session['metadata[plan]']).toBe('basic');
    expect(session['metadata[taxYear]']).toBe(String(taxYear));

    const userId = await page.evaluate(async () => (await (await fetch('/api/user')).json()).id as number);
    expect(String(userId)).toBe(session['metadata[userId]']);
    const event = signedCheckoutCompleted({ webhookSecret: STRIPE.webhookSecret, metadata: { userId, taxYear, plan: 'basic' }, amountTotal: 12_900 });
    const delivered = await fetch(`${server.origin}/api/payments/stripe/webhook`, { method: 'POST', headers: event.headers, body: event.payload });
    expect(delivered.status).toBe(200);
    await page.getByText('Subscription active').first().waitFor({ timeout: 30_000 });

    // Transmit: the tile is ready now; the year goes to 4 'processing' and the tiles leave.
    const readyTile = tile(page, 'Transmit Files');
    await expect.poll(() => readyTile.textContent(), { timeout: 15_000 }).toContain('Everything is ready');
    const mailsBefore = Date.now();
    await readyTile.getByRole('button', { name: 'Transmit Files' }).click();
    const confirm = page.getByRole('dialog', { name: `Transmit your documents for ${taxYear}?` });
    await confirm.getByRole('button', { name: 'Transmit now' }).click();
    await page.getByText('Tax declaration transmitted!').first().waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Documents transmitted' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Transmit Files' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'File Upload' }).count()).toBe(0);

    await page.goto(`${server.origin}/?tab=progress`);
    await page.getByText('Step 4 of 6').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('main').textContent()).toContain('Under review');

    // The confirmation e-mail arrives over SMTP, in the language the person uses the app in.
    const mail = await server.sink.waitForMail(email, { after: mailsBefore });
    expect(mail.raw).toContain(`Subject: Your ${taxYear} tax documents have been transmitted`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
