import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newPhoneContext } from './support/browser';
import { signUpInEnglish, tile } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

const e2e = serverAndBrowserPerFile();

async function expectStep(page: Page, step: number) {
  await page.getByText(`Step ${step} of 12`, { exact: true }).waitFor({ timeout: 15_000 });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

describe('the tax questionnaire on a phone', () => {
  it('is answered step by step with the address search, continues after a reload, completes and unlocks uploads and the matching tax cards', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `clara-${Date.now()}@example.ch`;

    // Sign in in English and finish the first-time profile.
    await signUpInEnglish(e2e.server, page, { email, firstName: 'Clara', lastName: 'Brunner' });

    // Before the questionnaire the upload tiles are locked.
    await expect.poll(() => tile(page, 'File Upload').textContent()).toContain('Locked');
    await tile(page, 'Tax Profile').getByRole('link').click();
    await page.waitForURL('**/profile?setup=tax');

    // Step 1: leaving without a phone number is refused with the spec's message.
    await expectStep(page, 1);
    await page.getByLabel('Phone number').fill('');
    await next(page);
    await page.getByText('Please fill in all required fields: first name, last name, and phone number.', { exact: true }).waitFor();
    await expectStep(page, 1);
    await page.getByLabel('Phone number').fill('791112233');
    await page.getByRole('radio', { name: 'Mrs', exact: true }).click();
    const birth = page.getByLabel('Date of birth');
    expect(await birth.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/); // the default: 24 years ago
    await birth.fill('15061990');
    expect(await birth.inputValue()).toBe('15.06.1990');
    await page.getByRole('radio', { name: 'Reformed', exact: true }).click();
    await page.getByLabel('Job title').fill('Physiotherapist');
    await next(page);

    // Step 2: the canton grid.
    await expectStep(page, 2);
    await page.getByRole('radio', { name: /^Zurich/ }).click();
    await next(page);

    // Step 3: the tax number takes Zurich's format as it is typed, and a wrong one is refused.
    await expectStep(page, 3);
    const taxNumber = page.getByLabel('Tax ID number');
    await taxNumber.fill('1234567');
    expect(await taxNumber.inputValue()).toBe('123.456.7');
    await next(page);
    await page.getByText('Invalid format. Expected: XXX.XXX.XXX').first().waitFor();
    await expectStep(page, 3);
    await taxNumber.fill('123456789');
    expect(await taxNumber.inputValue()).toBe('123.456.789');
    // The tax-letter help opens by keyboard focus too.
    await page.getByRole('button', { name: 'Where do I find these numbers?' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: /Example tax letter/ }).waitFor();
    await page.keyboard.press('Escape');
    // A save the server refuses keeps the person on the step with everything typed.
    await page.route(
      '**/api/user/profile',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Invalid format. Expected: XXX.XXX.XXX', code: 'INVALID_FORMAT', params: { field: 'taxAddress', expected: 'XXX.XXX.XXX' } }),
        }),
      { times: 1 },
    );
    await next(page);
    await page.getByText('Your answers could not be saved', { exact: true }).waitFor();
    await expectStep(page, 3);
    expect(await taxNumber.inputValue()).toBe('123.456.789');
    await next(page);

    // Step 4: the address search fills street, ZIP, city and the municipality (which differs from the place).
    await expectStep(page, 4);
    await page.getByLabel('Search address').fill('Aeugstertalstrasse 5, 8914 Aeugstertal');
    const suggestion = page.getByRole('option', { name: /Aeugstertalstrasse 5, 8914 Aeugstertal/ });
    await suggestion.waitFor({ timeout: 10_000 });
    expect(await page.getByText(/Source: .*swisstopo/).textContent()).toContain('swisstopo');
    await suggestion.click();
    expect(await page.getByLabel('Street and house number').inputValue()).toBe('Aeugstertalstrasse 5');
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('8914');
    expect(await page.getByLabel('City').inputValue()).toBe('Aeugstertal');
    expect(await page.getByLabel('Municipality (Gemeinde)').inputValue()).toBe('Aeugst am Albis');
    await next(page);
    await expectStep(page, 5);

    // Saved as the person goes: a reload continues at the first unanswered step (marital status).
    await page.reload();
    await expectStep(page, 7);
    await page.getByText('Marital status as of 31 December', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 6);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 5);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 4);
    expect(await page.getByLabel('Municipality (Gemeinde)').inputValue()).toBe('Aeugst am Albis');
    await next(page);
    await expectStep(page, 5);
    await next(page);
    await expectStep(page, 6);
    await next(page);

    // Step 7: marital status.
    await expectStep(page, 7);
    await page.getByRole('radio', { name: 'Single', exact: true }).click();
    await next(page);

    // Step 8: no real estate.
    await expectStep(page, 8);
    await next(page);

    // Step 9: two children; ages clamp to 0..18.
    await expectStep(page, 9);
    await page.getByRole('switch', { name: 'I have children' }).click();
    expect(await page.getByLabel('Number of children').inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Remove the last child' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add a child' }).click();
    expect(await page.getByLabel('Number of children').inputValue()).toBe('2');
    const secondAge = page.getByLabel('Age of child 2');
    expect(await secondAge.inputValue()).toBe('7');
    await secondAge.fill('25');
    expect(await secondAge.inputValue()).toBe('18');
    await secondAge.fill('12');
    await next(page);

    // Steps 10 and 11: alimony is not asked of a single person; defaults are fine.
    await expectStep(page, 10);
    expect(await page.getByRole('switch', { name: 'I pay alimony' }).count()).toBe(0);
    await next(page);
    await expectStep(page, 11);
    await next(page);

    // Step 12: employment type, then Complete.
    await expectStep(page, 12);
    await page.getByRole('radio', { name: 'Employed', exact: true }).click();
    // The answers can be downloaded as the JSON tax declaration export.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported).toMatchObject({
      location: { cantonOfResidence: 'zuerich', gemeinde: 'Aeugst am Albis' },
      children: { numberOfChildren: 2, childrenAges: [7, 12] },
      employment: { employmentType: 'employed' },
      metadata: { profileVersion: '1.0', completionStatus: 'complete' },
    });
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.waitForURL(`${e2e.server.origin}/`, { timeout: 15_000 });
    await page.getByText('Tax profile completed', { exact: true }).waitFor();

    // Home: the upload tiles are unlocked now.
    await expect.poll(() => tile(page, 'File Upload').textContent(), { timeout: 15_000 }).toContain('Action needed');
    expect(await tile(page, 'Camera Upload').textContent()).toContain('Action needed');
    expect(await tile(page, 'File Upload').textContent()).not.toContain('Locked');
    expect(await tile(page, 'Tax Profile').textContent()).toContain('Done');

    // The server holds the answers and the completed status.
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(me).toMatchObject({
      isTaxProfileComplete: true,
      taxStatus: 'documents_pending',
      salutation: 'mrs',
      dateOfBirth: '1990-06-15',
      cantonOfResidence: 'zuerich',
      taxAddress: '123.456.789',
      gemeinde: 'Aeugst am Albis',
      maritalStatus: 'individual',
      hasChildren: true,
      numberOfChildren: 2,
      childrenAges: [7, 12],
      employmentType: 'employed',
    });

    // The tax-card demo shows the cards that follow from these answers.
    await page.goto(`${e2e.server.origin}/tax-card-demo`);
    await page.getByRole('heading', { name: 'Priority Recommendations' }).waitFor({ timeout: 15_000 });
    const childCards = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Child allowances' }) });
    expect(await childCards.count()).toBeGreaterThanOrEqual(2); // in the recommendations and in its section
    expect(await childCards.first().textContent()).toContain('You have 2 children');
    expect(await childCards.first().textContent()).toContain('Recommended');
    // A section where nothing applies starts closed; opened, its cards say why they do not apply.
    const family = page.getByRole('button', { name: /Family & Children/ });
    expect(await family.getAttribute('aria-expanded')).toBe('true');
    const relationship = page.getByRole('button', { name: /Marriage & Relationships/ });
    expect(await relationship.getAttribute('aria-expanded')).toBe('false');
    expect(await relationship.textContent()).toContain('0/2');
    await relationship.click();
    const spouse = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Spouse income' }) });
    expect(await spouse.textContent()).toContain('Not applicable - marital status');

    expect(errors).toEqual([]);
    await context.close();
  });
});
