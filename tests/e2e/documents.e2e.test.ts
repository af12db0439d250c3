import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultTaxYear } from '../../src/shared/domain/tax-years';
import { collectPageErrors, newPhoneContext } from './support/browser';
import { completeTaxProfile, openUploadPicker, signUpInEnglish, tile } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

const e2e = serverAndBrowserPerFile();

/** A small but real PDF with a marker of its own, so every file has different bytes. */
function pdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** The upload card's row of one file. */
function uploadRow(page: Page, fileName: string): Locator {
  return page.getByRole('region', { name: /^Upload/ }).getByRole('listitem').filter({ hasText: fileName });
}

/** File Upload tile -> category dialog -> category -> Continue to Upload -> the file picker. */
async function uploadThroughPicker(page: Page, category: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = await openUploadPicker(page, category);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

describe('documents on a phone', () => {
  it('uploads the four required documents through the picker, refuses a bad file, moves to 3/6, and lists and downloads them in the file history', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `lea-${Date.now()}@example.ch`;
    const taxYear = defaultTaxYear(e2e.server.clock.now());

    // Sign in in English and finish the first-time profile.
    await signUpInEnglish(e2e.server, page, { email, firstName: 'Lea', lastName: 'Keller' });

    // The questionnaire UI has its own journey: answered through the API from the page.
    await completeTaxProfile(page, taxYear);
    await page.reload();

    // Status 2: the upload tiles ask for action and the checklist starts at 0 %.
    await expect.poll(() => tile(page, 'File Upload').textContent(), { timeout: 15_000 }).toContain('Action needed');
    const checklist = page.getByRole('region', { name: 'Document checklist' });
    await checklist.getByText('0 % complete').waitFor();
    for (const name of ['Salary Statement', 'Bank Documents', 'Insurance Certificates', 'Transport']) {
      expect(await checklist.getByRole('listitem').filter({ hasText: name }).textContent()).toContain('Not uploaded yet');
    }

    // Continuing without a category is refused with the spec's toast; Cancel closes the dialog.
    await tile(page, 'File Upload').getByRole('button', { name: 'File Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select document category' });
    await dialog.getByRole('button', { name: 'Continue to Upload' }).click();
    await page.getByText('Category Required', { exact: true }).waitFor();
    await dialog.getByText('Please select a document category', { exact: true }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Document category' }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Salary statement together with an HTML page renamed to .pdf: the page is refused with its
    // reason, the statement is stored.
    const salary = pdf('Lohnausweis Lea Keller');
    await uploadThroughPicker(page, 'Salary Statement', [
      { name: 'Lohnausweis-2025.pdf', mimeType: 'application/pdf', buffer: salary },
      { name: 'fake-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') },
    ]);
    await uploadRow(page, 'Lohnausweis-2025.pdf').getByText('Uploaded', { exact: true }).waitFor({ timeout: 15_000 });
    const progress = page.getByRole('progressbar', { name: 'Upload of Lohnausweis-2025.pdf' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    const refused = uploadRow(page, 'fake-statement.pdf');
    await refused.getByText('Failed', { exact: true }).waitFor();
    expect(await refused.textContent()).toContain('This file type is not accepted');
    await page.getByText('1 succeeded, 1 failed', { exact: true }).waitFor();
    // After showing its success for 2 s the stored file leaves the card; the refused one stays.
    await uploadRow(page, 'Lohnausweis-2025.pdf').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await refused.isVisible()).toBe(true);
    await checklist.getByText('25 % complete').waitFor({ timeout: 10_000 });
    expect(await checklist.getByRole('listitem').filter({ hasText: 'Salary Statement' }).textContent()).toContain('Uploaded');
    expect(await tile(page, 'File Upload').textContent()).toContain('1 file');
    expect(await tile(page, 'File Upload').textContent()).toContain('Started');

    // The three other required documents, one upload each.
    const uploads: [string, string, Buffer][] = [
      ['Bank Documents', 'Kontoauszug-Dezember.pdf', pdf('Bank statement')],
      ['Insurance Certificates', 'Krankenkasse-Praemien.pdf', pdf('Insurance certificate')],
      ['Transport', 'GA-Rechnung.pdf', pdf('Transport costs')],
    ];
    for (const [category, name, buffer] of uploads) {
      await uploadThroughPicker(page, category, [{ name, mimeType: 'application/pdf', buffer }]);
      await uploadRow(page, name).getByText('Uploaded', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText('1 file uploaded', { exact: true }).waitFor();
    }

    // The fourth required document completes the checklist and moves the year to status 3.
    await checklist.getByText('100 % complete', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await checklist.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => tile(page, 'File Upload').textContent(), { timeout: 10_000 }).toContain('4 files');
    await page.getByRole('link', { name: 'Progress' }).first().click();
    await page.getByText(/3\s*\/\s*6/).first().waitFor({ timeout: 15_000 });
    await page.getByText('Step 3 of 6', { exact: true }).waitFor();

    // History tab: the year's count and the file-history dialog, grouped by upload day.
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.getByText(`4 files for ${taxYear}`, { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Your Files' }).click();
    const history = page.getByRole('dialog', { name: 'Your Files' });
    await history.getByText('4 files', { exact: true }).waitFor({ timeout: 15_000 });
    const dayHeadings = history.getByRole('heading', { level: 3 });
    expect(await dayHeadings.count()).toBe(1);
    expect(await dayHeadings.first().textContent()).toMatch(/^\p{L}+, \d{2}\.\d{2}\.\d{4}$/u);
    for (const name of ['Lohnausweis-2025.pdf', 'Kontoauszug-Dezember.pdf', 'Krankenkasse-Praemien.pdf', 'GA-Rechnung.pdf']) {
      await history.getByRole('article', { name }).waitFor();
    }
    expect(await history.getByRole('article', { name: 'fake-statement.pdf' }).count()).toBe(0);
    // Newest first: the transport file was uploaded last.
    expect(await history.getByRole('article').first().getAttribute('aria-label')).toBe('GA-Rechnung.pdf');
    const salaryCard = history.getByRole('article', { name: 'Lohnausweis-2025.pdf' });
    expect(await salaryCard.textContent()).toContain('Salary Statement');
    const view = salaryCard.getByRole('link', { name: /^View/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toContain('noopener');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // The /file-history page: the category filter, the empty state, and a download whose bytes
    // are exactly the uploaded ones.
    await page.goto(`${e2e.server.origin}/file-history`);
    await page.getByRole('heading', { name: 'Your Files', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText('4 files', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Transport', exact: true }).click();
    await page.getByText('1 file', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Vacation Home', exact: true }).click();
    await page.getByText('No files found', { exact: true }).waitFor();
    await page.getByText(`No files in the category “Vacation Home” for ${taxYear}.`, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'All categories', exact: true }).click();
    const card = page.getByRole('article', { name: 'Lohnausweis-2025.pdf' });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /^Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('Lohnausweis-2025.pdf');
    expect((await readFile(await download.path())).equals(salary)).toBe(true);

    // An upload checks the session first: once the server has ended it, the login dialog opens
    // and nothing is sent.
    const me = (await page.evaluate(async () => (await fetch('/api/user')).json())) as { id: number };
    await page.getByRole('link', { name: 'Back to history' }).click();
    await page.getByRole('link', { name: 'ToDo' }).first().click();
    await tile(page, 'File Upload').getByRole('button', { name: 'File Upload' }).click();
    const late = page.getByRole('dialog', { name: 'Select document category' });
    await late.getByRole('combobox', { name: 'Document category' }).click();
    await page.getByRole('option', { name: /^Health Expenses/ }).click();
    await e2e.server.revokeSessionsOf(me.id);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), late.getByRole('button', { name: 'Continue to Upload' }).click()]);
    await chooser.setFiles([{ name: 'Arztrechnung.pdf', mimeType: 'application/pdf', buffer: pdf('Doctor') }]);
    await page.getByRole('dialog', { name: 'Session Expired' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Arztrechnung.pdf').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
