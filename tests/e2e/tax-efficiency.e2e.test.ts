import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultTaxYear } from '../../src/shared/domain/tax-years';
import { DESKTOP, PHONE, collectPageErrors, newPhoneContext } from './support/browser';
import { completeTaxProfile, signUpInEnglish } from './support/journeys';
import { serverAndBrowserPerFile } from './support/suite';

/** Screenshots of the page at phone and desk width when set (a folder), for a person to look at. */
const SHOTS = process.env.TAX_EFFICIENCY_SHOTS;

const e2e = serverAndBrowserPerFile();

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  // The phone page is long: in screen-high parts, each readable at full size.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0, part = 1; top < height; top += PHONE.height, part += 1) {
    await page.screenshot({ path: path.join(SHOTS, `${name}-390-${part}.png`), fullPage: true, clip: { x: 0, y: top, width: PHONE.width, height: Math.min(PHONE.height, height - top) } });
  }
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

const total = (page: Page) => page.getByTestId('tax-efficiency-total');
const pillar3aAdvice = (page: Page) => page.getByText(/^Pay the Pillar 3a maximum \(CHF\s.+ in \d{4}\): you save CHF\s.+\.$/);

describe('the tax-efficiency page on a phone', () => {
  it('computes the taxes of the figures typed, offers the Pillar 3a saving and keeps the figures after a reload', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signUpInEnglish(e2e.server, page, { email: `nora-${Date.now()}@example.ch`, firstName: 'Nora', lastName: 'Keller' });
    await completeTaxProfile(page, defaultTaxYear(e2e.server.clock.now()));

    await page.goto(`${e2e.server.origin}/tax-efficiency`);
    await page.getByRole('heading', { level: 1, name: 'Tax efficiency' }).waitFor({ timeout: 15_000 });
    await page.getByText('Aeugst am Albis (ZH)', { exact: true }).waitFor();
    await page.getByText('Married', { exact: true }).waitFor();
    // A married couple: Person 1 and Person 2 each have their salary.
    expect(await page.getByLabel('Gross salary').count()).toBe(2);

    await page.getByLabel('Gross salary').first().fill("85'000");
    await page.getByLabel('Pillar 3a payments').first().fill('0');
    await page.getByLabel('Pillar 3a payments').first().blur();

    await expect.poll(async () => (await total(page).textContent()) ?? '', { timeout: 15_000 }).toMatch(/^CHF\s?[1-9]/);
    const shownTotal = await total(page).textContent();
    const advice = await pillar3aAdvice(page).textContent();
    const saving = Number(/you save CHF\s?([\d’']+)\./.exec(advice ?? '')![1]!.replace(/[’']/g, ''));
    expect(saving).toBeGreaterThan(0);
    await page.getByText('Basis of calculation: Swiss Federal Tax Administration ESTV', { exact: true }).waitFor();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Gross salary').first().inputValue()).toBe('85’000');
    await shoot(page, 'tax-efficiency');

    // Stored per person and year: after a reload the figures and their taxes are back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tax efficiency' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Gross salary').first().waitFor();
    expect(await page.getByLabel('Gross salary').first().inputValue()).toBe('85’000');
    expect(await page.getByLabel('Pillar 3a payments').first().inputValue()).toBe('0');
    await expect.poll(() => total(page).textContent(), { timeout: 15_000 }).toBe(shownTotal);
    expect(await pillar3aAdvice(page).textContent()).toBe(advice);

    expect(errors).toEqual([]);
    await context.close();
  });
});
