import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultTaxYear } from '../../src/shared/domain/tax-years';
import { PHONE, DESKTOP, collectPageErrors, newDesktopContext, newPhoneContext } from './support/browser';
import { pdf, reachStatus3, sha256, signUpInEnglish, transmitThroughApi } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

const STRIPE = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' };
const stamp = Date.now();
const TAXPAYER = { email: `lena-${stamp}@example.ch`, firstName: 'Lena', lastName: 'Meier' };
const EXPERT = { email: `marco-${stamp}@helvetax.ch`, firstName: 'Marco', lastName: 'Steiner' };
const ADMIN = { email: `petra-${stamp}@helvetax.ch`, firstName: 'Petra', lastName: 'Huber' };
/** Screenshots of the back office at desk and phone width when set (a folder), for a person to look at. */
const SHOTS = process.env.BACK_OFFICE_SHOTS;

const e2e = serverAndBrowserPerFile({ stripe: STRIPE, expertEmails: [EXPERT.email], adminEmails: [ADMIN.email] });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // laid out at the new width
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** The e-mail to `to` with the subject `subject`, waiting for it to arrive over SMTP. */
async function mailWithSubject(to: string, subject: string) {
  const find = () => e2e.server.sink.messages.find((m) => m.to.includes(to.toLowerCase()) && m.raw.includes(`Subject: ${subject}`));
  await expect.poll(() => Boolean(find()), { timeout: 10_000 }).toBe(true);
  return find()!;
}

/** The finished declaration's download on the To-do tab: the file the browser saves and its name. */
async function downloadTaxPdf(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('the back office with three people', () => {
  it('an expert finishes a transmitted return, the taxpayer downloads it and asks for a call, the year is completed, an admin manages users', async () => {
    const taxYear = defaultTaxYear(e2e.server.clock.now());

    // Someone else's basic case reached the experts first (set up through the API).
    const earlier = await e2e.browser.newContext();
    await earlier.addCookies((await e2e.server.signInThroughApi(`otto-${stamp}@example.ch`)).cookies);
    const earlierPage = await earlier.newPage();
    await earlierPage.goto(`${e2e.server.origin}/favicon.svg`);
    await reachStatus3(earlierPage, taxYear, { firstName: 'Otto', lastName: 'Frei' });
    await transmitThroughApi(e2e.server, earlierPage, { taxYear, webhookSecret: STRIPE.webhookSecret, plan: 'basic' });
    await earlier.close();

    // 1. The taxpayer, on a phone, reaches status 4 for the default year with the premium plan.
    const taxpayerContext = await newPhoneContext(e2e.browser);
    const taxpayer = await taxpayerContext.newPage();
    const taxpayerErrors = collectPageErrors(taxpayer);
    await signUpInEnglish(e2e.server, taxpayer, TAXPAYER);
    const documents = await reachStatus3(taxpayer, taxYear, { firstName: TAXPAYER.firstName, lastName: TAXPAYER.lastName });
    const { userId: taxpayerId } = await transmitThroughApi(e2e.server, taxpayer, { taxYear, webhookSecret: STRIPE.webhookSecret, plan: 'premium' });

    // 2. The expert signs in at a desk (EXPERT_EMAILS grants the role) and opens the back office from the header.
    const expertContext = await newDesktopContext(e2e.browser);
    const expert = await expertContext.newPage();
    const expertErrors = collectPageErrors(expert);
    await signUpInEnglish(e2e.server, expert, EXPERT);
    await expert.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Back office' }).click();
    await expert.waitForURL('**/expert');
    await expert.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();

    // The premium case is at the top of the queue, before the older basic one.
    const queue = expert.getByRole('table', { name: 'Cases: premium first, then oldest transmission first' });
    await expert.getByText('2 cases').waitFor({ timeout: 15_000 });
    const firstCase = queue.getByRole('row').nth(1);
    const firstText = await firstCase.textContent();
    for (const shown of [TAXPAYER.email, 'Premium', 'In progress', 'ZH']) expect(firstText).toContain(shown);
    expect(await queue.getByRole('row').nth(2).textContent()).toContain(`otto-${stamp}@example.ch`);
    await shoot(expert, 'expert-queue');
    await firstCase.getByRole('link', { name: `${TAXPAYER.firstName} ${TAXPAYER.lastName}` }).click();
    await expert.waitForURL(`**/expert/cases/${taxpayerId}/${taxYear}`);
    await expert.getByRole('heading', { name: `${TAXPAYER.firstName} ${TAXPAYER.lastName} – tax year ${taxYear}`, level: 1 }).waitFor({ timeout: 15_000 });

    // The tax profile as the taxpayer answered it.
    const profile = expert.getByRole('region', { name: 'Personal and tax profile' });
    const profileText = await profile.textContent();
    for (const answer of ['Pflegefachfrau', 'Married', 'Employed', 'Tenant', 'Zurich']) expect(profileText).toContain(answer);

    // Every document is listed; one download gives exactly the uploaded bytes.
    const documentsSection = expert.getByRole('region', { name: 'Documents' });
    await documentsSection.getByText(`${documents.length} documents`).waitFor();
    for (const document of documents) await documentsSection.getByText(document.name, { exact: true }).waitFor();
    const salary = documents.find((d) => d.categoryId === 5)!;
    const downloadLink = documentsSection.getByRole('link', { name: `Download ${salary.name}` });
    const downloaded = await expert.request.get(new URL((await downloadLink.getAttribute('href'))!, e2e.server.origin).href);
    expect(downloaded.status()).toBe(200);
    expect(downloaded.headers()['content-disposition']).toMatch(/^attachment/);
    expect(sha256(await downloaded.body())).toBe(sha256(salary.bytes));

    // A reply to the taxpayer.
    const marker = `ref-${Math.random().toString(36).slice(2, 10)}`;
    const reply = `Thank you, Lena. We are preparing your return; your reference is ${marker}.`;
    await expert.getByLabel('Reply to the taxpayer').fill(reply);
    await expert.getByRole('button', { name: 'Send reply' }).click();
    await expert.getByText('Reply sent').first().waitFor();
    await expert.getByRole('region', { name: 'Messages' }).getByText(reply).waitFor();

    // The finished declaration, uploaded on the case page: the year moves to 5 'review required'.
    const finishedReturn = pdf(`finished tax return ${stamp}`);
    await expert.getByLabel('Finished tax return (PDF)').setInputFiles({ name: `steuererklaerung-${taxYear}.pdf`, mimeType: 'application/pdf', buffer: finishedReturn });
    await expert.getByRole('button', { name: 'Upload tax return' }).click();
    await expert.getByText('Tax return uploaded – the taxpayer has been informed').first().waitFor({ timeout: 15_000 });
    const caseTitle = expert.getByRole('heading', { level: 1 });
    const caseHeader = expert.locator('header', { has: caseTitle });
    await caseHeader.getByText('Review required', { exact: true }).waitFor();
    await expert.getByRole('region', { name: 'Finished tax return' }).getByText(`steuererklaerung-${taxYear}.pdf`).waitFor();
    await shoot(expert, 'expert-case');

    // 3. The taxpayer: the reply in the History tab and an e-mail that does not carry its text.
    const replyMail = await mailWithSubject(TAXPAYER.email, `New message about your ${taxYear} tax return`);
    expect(replyMail.raw).not.toContain(marker);
    await mailWithSubject(TAXPAYER.email, `Your ${taxYear} tax return is ready for review`);
    const sections = taxpayer.getByRole('navigation', { name: 'Sections' });
    await taxpayer.reload();
    await sections.getByRole('link', { name: 'History' }).click();
    await taxpayer.getByRole('region', { name: 'Your messages' }).getByText(reply).waitFor({ timeout: 15_000 });

    // The To-do tab has the download card; the download is the expert's file under its German name.
    await sections.getByRole('link', { name: 'ToDo' }).click();
    const readyCard = taxpayer.getByRole('region', { name: `Your ${taxYear} tax return is ready` });
    await readyCard.getByRole('button', { name: 'Download PDF' }).waitFor({ timeout: 15_000 });
    const saved = await downloadTaxPdf(taxpayer);
    expect(saved.name).toBe(`Steuererklärung_${taxYear}.pdf`);
    expect(sha256(saved.bytes)).toBe(sha256(finishedReturn));

    // Asks to be called back.
    await readyCard.getByRole('button', { name: 'Please call me' }).click();
    await taxpayer.getByText('Contact request sent').first().waitFor();
    await taxpayer.getByText('We will call you.').first().waitFor();
    await readyCard.getByText(/^Call-back requested on /).waitFor();

    // 4. The expert sees the request after a reload and records the submission: status 6.
    await expert.reload();
    const contactRequests = expert.getByRole('region', { name: 'Contact requests' });
    await contactRequests.getByText('Call back').waitFor({ timeout: 15_000 });
    await contactRequests.getByText('Open', { exact: true }).waitFor();
    await expert.getByRole('button', { name: 'Record submission to the tax authority' }).click();
    const confirm = expert.getByRole('dialog', { name: 'Record the submission?' });
    await confirm.getByRole('button', { name: 'Record submission' }).click();
    await expert.getByText('Submission recorded – the year is completed').first().waitFor({ timeout: 15_000 });
    await caseHeader.getByText('Completed', { exact: true }).waitFor();
    await expert.getByText('Submitted to the tax authority: this year is completed.').waitFor();

    // 5. The taxpayer: step 6 of 6, the bar full; the PDF is still there; the staff reads are listed.
    await taxpayer.reload();
    await sections.getByRole('link', { name: 'Progress' }).click();
    const bar = taxpayer.getByRole('progressbar', { name: 'Tax status' });
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toBe('Step 6 of 6: Completed');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await taxpayer.getByText('Step 6 of 6').first().waitFor();

    await sections.getByRole('link', { name: 'ToDo' }).click();
    const completedCard = taxpayer.getByRole('region', { name: `${taxYear} tax return submitted` });
    await completedCard.getByRole('button', { name: 'Download PDF' }).waitFor({ timeout: 15_000 });
    expect(sha256((await downloadTaxPdf(taxpayer)).bytes)).toBe(sha256(finishedReturn));

    await taxpayer.getByRole('button', { name: 'Menu' }).click();
    await taxpayer.getByRole('menuitem', { name: 'Profile' }).click();
    await taxpayer.waitForURL('**/profile');
    const staffAccess = taxpayer.getByRole('region', { name: 'Who opened your data' });
    await staffAccess.getByText(`Your case · tax year ${taxYear}`).first().waitFor({ timeout: 15_000 });
    await staffAccess.getByText(`A document · tax year ${taxYear}`).first().waitFor();
    const accessText = await staffAccess.textContent();
    expect(accessText).toContain(`${EXPERT.firstName} ${EXPERT.lastName}`);
    expect(accessText).toContain('(Tax expert)');

    // 6. The admin at a desk: the panel with status tools and system info.
    const someoneElse = await e2e.server.signInThroughApi(`jonas-${stamp}@example.ch`);
    const throwaway = await e2e.server.signInThroughApi(`temp-${stamp}@example.ch`);
    const adminContext = await newDesktopContext(e2e.browser);
    const admin = await adminContext.newPage();
    const adminErrors = collectPageErrors(admin);
    await signUpInEnglish(e2e.server, admin, ADMIN);
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' }).click();
    await admin.waitForURL('**/admin');
    await admin.getByRole('heading', { name: 'Admin panel', level: 1 }).waitFor();
    const statusCard = admin.getByRole('region', { name: 'Tax status', exact: true });
    await statusCard.getByRole('progressbar', { name: 'Tax status progress' }).waitFor();
    for (const control of ['Previous', 'Next']) await statusCard.getByRole('button', { name: control, exact: true }).waitFor();
    for (const control of ['Auto advance', 'Loop']) await statusCard.getByRole('switch', { name: control, exact: true }).waitFor();
    const manage = admin.getByRole('region', { name: 'Manage tax status' });
    for (const control of ['Update', 'Reset']) await manage.getByRole('button', { name: control, exact: true }).waitFor();
    const systemInfo = admin.getByRole('region', { name: 'System info' });
    await systemInfo.getByText('Environment').waitFor();
    const version = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')).version as string;
    await systemInfo.getByText(version, { exact: true }).waitFor({ timeout: 15_000 });
    await shoot(admin, 'admin');

    // The expert is found by e-mail and shows as an expert.
    const users = admin.getByRole('region', { name: 'Users' });
    const findUser = async (email: string) => {
      await users.getByLabel('E-mail or name').fill(email);
      await users.getByRole('button', { name: 'Search users' }).click();
      const row = users.getByRole('listitem').filter({ hasText: email });
      await row.waitFor({ timeout: 15_000 });
      return row;
    };
    const expertRow = await findUser(EXPERT.email);
    await expertRow.getByText('Expert', { exact: true }).waitFor();
    await expertRow.getByRole('button', { name: 'Make user' }).waitFor();

    // Another person (signed in once) becomes an expert.
    const queueAs = (cookie: string) => fetch(`${e2e.server.origin}/api/expert/cases`, { headers: { cookie } });
    expect((await queueAs(someoneElse.cookie)).status).toBe(403);
    const someoneRow = await findUser(`jonas-${stamp}@example.ch`);
    await someoneRow.getByRole('button', { name: 'Make expert' }).click();
    await admin.getByText('Role changed').first().waitFor();
    await someoneRow.getByText('Expert', { exact: true }).waitFor();
    // The change ends their sessions; signed in again, the server lets them into the queue.
    expect((await queueAs(someoneElse.cookie)).status).toBe(401);
    e2e.server.clock.advance(61_000); // a new code is sent at most once a minute per address
    expect((await queueAs((await e2e.server.signInThroughApi(`jonas-${stamp}@example.ch`)).cookie)).status).toBe(200);

    // Reset a profile by numeric id: a word is refused, the id is confirmed and the profile is cleared.
    const profileOf = async (cookie: string) => (await (await fetch(`${e2e.server.origin}/api/user`, { headers: { cookie } })).json()) as Record<string, unknown>;
    const filled = await fetch(`${e2e.server.origin}/api/user/profile`, {
      method: 'PUT',
      headers: { cookie: throwaway.cookie, origin: e2e.server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Tina', lastName: 'Temp' }),
    });
    expect(filled.status).toBe(200);
    expect(await profileOf(throwaway.cookie)).toMatchObject({ firstName: 'Tina' });
    const reset = admin.getByRole('region', { name: 'Reset user profile' });
    await reset.getByLabel('User ID').fill('abc');
    await reset.getByRole('button', { name: 'Reset profile' }).click();
    await reset.getByText('Invalid User ID – Please enter a valid numeric user ID').waitFor();
    await reset.getByLabel('User ID').fill(String(throwaway.id));
    await reset.getByRole('button', { name: 'Reset profile' }).click();
    await admin.getByRole('dialog', { name: 'Reset this profile?' }).getByRole('button', { name: 'Reset', exact: true }).click();
    await admin.getByText('Profile Reset Successful').first().waitFor({ timeout: 15_000 });
    // The reset ends the person's sessions; signed in again they are in the first-time state.
    expect((await fetch(`${e2e.server.origin}/api/user`, { headers: { cookie: throwaway.cookie } })).status).toBe(401);
    const cleared = await profileOf((await e2e.server.signInThroughApi(`temp-${stamp}@example.ch`)).cookie);
    expect(cleared).toMatchObject({ id: throwaway.id, firstName: null, isProfileComplete: false, isTaxProfileComplete: false });

    // A plain user gets 'Access Denied' on /admin and 403 from the admin calls; an expert is no admin either.
    await taxpayer.goto(`${e2e.server.origin}/admin`);
    await taxpayer.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 15_000 });
    await taxpayer.getByText('Restricted Area – administrators only').waitFor();
    const refused = await taxpayer.request.post(`${e2e.server.origin}/api/admin/reset-profile`, { headers: { origin: e2e.server.origin }, data: { userId: throwaway.id } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await taxpayer.request.get(`${e2e.server.origin}/api/admin/users?q=${encodeURIComponent(EXPERT.email)}`)).status()).toBe(403);
    await expert.goto(`${e2e.server.origin}/admin`);
    await expert.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 15_000 });

    expect(taxpayerErrors).toEqual([]);
    expect(expertErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await Promise.all([taxpayerContext.close(), expertContext.close(), adminContext.close()]);
  });
});
