import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultTaxYear } from '../../src/shared/domain/tax-years';
import { collectPageErrors, newPhoneContext } from './support/browser';
import { completeTaxProfile, openUploadPicker, signUpInEnglish, tile } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

const recognitionFixtures = new URL('../../src/server/features/document-recognition/', import.meta.url);
const STATEMENT = fileURLToPath(new URL('ech0196/fixtures/opensteuerauszug-sample_output.pdf', recognitionFixtures));
const CERTIFICATE = fileURLToPath(new URL('salary-certificate/fixtures/certificate-text.pdf', recognitionFixtures));

/** Reading runs in the background on a shared machine: a certificate's text layer or a statement's barcodes may take a while. */
const RECOGNITION_TIMEOUT = 60_000;

// 'work': the jobs run in this process, as in the built server (main.ts).
const e2e = serverAndBrowserPerFile({ backgroundJobs: 'work' });

/** File Upload tile -> category dialog -> category -> Continue to Upload -> the file picker. */
async function uploadThroughPicker(page: Page, category: string, file: { name: string; buffer: Buffer }) {
  const chooser = await openUploadPicker(page, category);
  await chooser.setFiles([{ name: file.name, mimeType: 'application/pdf', buffer: file.buffer }]);
  await page.getByRole('region', { name: /^Upload/ }).getByRole('listitem').filter({ hasText: file.name }).getByText('Uploaded', { exact: true }).waitFor({ timeout: 15_000 });
}

describe('documents that read themselves, on a phone', () => {
  it('reads an uploaded e-tax statement and salary certificate, lets the taxpayer confirm them, and fills the tax-efficiency page and the investments section', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Home and the tax-efficiency page both open on the default year (2025, the fixtures' period, during 2026): the uploads and the page share it.
    const taxYear = defaultTaxYear(e2e.server.clock.now());
    await signUpInEnglish(e2e.server, page, { email: `mia-${Date.now()}@example.ch`, firstName: 'Mia', lastName: 'Brunner' });
    await completeTaxProfile(page, taxYear);
    await page.reload();
    await expect.poll(() => tile(page, 'File Upload').textContent(), { timeout: 15_000 }).toContain('Action needed');

    await uploadThroughPicker(page, 'Bank Documents', { name: 'E-Steuerauszug-IBKR-2025.pdf', buffer: await readFile(STATEMENT) });
    await uploadThroughPicker(page, 'Salary Statement', { name: 'Lohnausweis-2025.pdf', buffer: await readFile(CERTIFICATE) });

    // The to-do tab lists both with what the server read in them.
    const card = page.getByRole('region', { name: 'Documents read automatically' });
    const statementRow = card.getByRole('listitem').filter({ hasText: 'E-Steuerauszug-IBKR-2025.pdf' });
    const certificateRow = card.getByRole('listitem').filter({ hasText: 'Lohnausweis-2025.pdf' });
    await statementRow
      .getByText('E-tax statement recognised: Interactive Brokers, 2 accounts, 1 custody account, tax value CHF 39’351.02', { exact: true })
      .waitFor({ timeout: RECOGNITION_TIMEOUT });
    await certificateRow
      .getByText('Salary certificate recognised: Alpenblick Software AG, gross salary CHF 109’520.00, net salary CHF 92’957.00', { exact: true })
      .waitFor({ timeout: RECOGNITION_TIMEOUT });

    // The statement: its totals as read, confirmed unchanged.
    await statementRow.getByRole('button', { name: 'Check and confirm E-Steuerauszug-IBKR-2025.pdf' }).click();
    const statementDialog = page.getByRole('dialog', { name: 'Check the e-tax statement' });
    await statementDialog.waitFor({ timeout: 15_000 });
    await statementDialog.getByText('Interactive Brokers · tax period 2025', { exact: true }).waitFor();
    await statementDialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await statementDialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await statementRow.getByText(/^Confirmed on /).waitFor({ timeout: 15_000 });
    expect(await statementRow.getByRole('button', { name: /^Check and confirm/ }).count()).toBe(0);
    const statementConfirmedOn = (await statementRow.getByText(/^Confirmed on /).textContent())!.replace(/^Confirmed on /, '').trim();

    // The certificate: box 8 as read, confirmed unchanged.
    await certificateRow.getByRole('button', { name: 'Check and confirm Lohnausweis-2025.pdf' }).click();
    const certificateDialog = page.getByRole('dialog', { name: 'Check your salary certificate' });
    await certificateDialog.waitFor({ timeout: 15_000 });
    await certificateDialog.getByText('Alpenblick Software AG · 01.01.2025 to 31.12.2025', { exact: true }).waitFor();
    expect(await certificateDialog.getByLabel('8 Gross salary total').inputValue()).toBe('109’520');
    // Beside the boxes, page 1 of the certificate as the server drew it (400 px wide), a link to the whole file.
    const thumbnail = certificateDialog.getByRole('link', { name: 'Lohnausweis-2025.pdf: open the whole document (new tab)' }).locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 }).toBe(400);
    await certificateDialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await certificateDialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await certificateRow.getByText(/^Confirmed on /).waitFor({ timeout: 15_000 });
    expect(await certificateRow.getByRole('button', { name: /^Check and confirm/ }).count()).toBe(0);

    // The tax-efficiency page of the same year starts from the confirmed statement's tax value.
    await page.goto(`${e2e.server.origin}/tax-efficiency`);
    await page.getByRole('heading', { level: 1, name: 'Tax efficiency' }).waitFor({ timeout: 15_000 });
    const wealth = page.getByLabel('Wealth', { exact: true });
    await wealth.waitFor({ timeout: 15_000 });
    await expect.poll(() => wealth.inputValue(), { timeout: 15_000 }).toBe('39’351');
    await page.getByText('Taken from your confirmed documents (E-tax statement Interactive Brokers)', { exact: true }).first().waitFor();
    // Person 1's salary from box 8 of the certificate filed as the taxpayer's (the profile is a married couple's: two salaries).
    const grossSalary = page.getByLabel('Gross salary', { exact: true });
    expect(await grossSalary.count()).toBe(2);
    expect(await grossSalary.first().inputValue()).toBe('109’520');
    expect(await grossSalary.nth(1).inputValue()).toBe('');
    await page.getByText('Taken from your confirmed documents (Salary certificate Alpenblick Software AG)', { exact: true }).first().waitFor();

    // The investments section of the same year lists the statement's two accounts and its depot, each marked with the document.
    await page.goto(`${e2e.server.origin}/advanced-tax-info?tab=investments`);
    const investments = page.getByRole('tabpanel');
    await investments.getByRole('heading', { name: 'Accounts and custody accounts, one by one' }).waitFor({ timeout: 15_000 });
    const mark = `From E-Steuerauszug-IBKR-2025.pdf, confirmed on ${statementConfirmedOn}.`;
    const chfAccount = investments.getByRole('group', { name: 'Interactive Brokers · U12349876 CHF position', exact: true });
    await chfAccount.getByText(mark, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await chfAccount.getByLabel('Tax value (CHF)').inputValue()).toBe('17’000.06');
    const depot = investments.getByRole('group', { name: 'Interactive Brokers', exact: true });
    await depot.getByText(mark, { exact: true }).waitFor();
    expect(await depot.getByLabel('Tax value (CHF)').inputValue()).toBe('22’350.96');
    expect(await investments.getByText(mark, { exact: true }).count()).toBe(3);

    expect(errors).toEqual([]);
    await context.close();
  });
});
