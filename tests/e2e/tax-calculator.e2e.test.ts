import { describe, expect, it } from 'vitest';
import { collectPageErrors, newPhoneContext } from './support/browser';
import { serverAndBrowserPerFile } from './support/suite';

const e2e = serverAndBrowserPerFile();

/** Digits of a de-CH amount as shown ('CHF 12’900' -> 12900). */
const francsShown = (text: string) => Number(text.replace(/\D/g, ''));

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2e.server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('the public tax calculator on a phone', () => {
  it('opens from the login page without an account, computes the taxes in Zürich and ranks every municipality of Switzerland', async () => {
    const context = await newPhoneContext(e2e.browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${e2e.server.origin}/login`);
    await page.getByRole('link', { name: 'Steuerrechner' }).click({ timeout: 20_000 });
    await page.waitForURL('**/rechner', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Steuerrechner' }).waitFor({ timeout: 15_000 });

    await page.getByRole('combobox', { name: /Gemeinde/ }).fill('8001');
    await page.getByRole('option', { name: /^Zürich \(ZH\)/ }).click({ timeout: 15_000 });
    await page.getByLabel(/Steuerbares Einkommen Kanton und Gemeinde/).fill("85'000");

    // The total on screen is the server's, for the figures as typed.
    const household = { taxYear: 2026, bfsId: 261, relationship: 'single', children: 0, confession: 'none', taxableIncomeCanton: 85_000, taxableIncomeFederal: 85_000, taxableWealth: 0 };
    const expected = await api<{ total: number }>('/api/tax-calculator/estimate', household);
    const result = page.getByRole('region', { name: 'Ihre Steuern' });
    const totalRow = result.locator('dt', { hasText: 'Total Steuern' }).locator('xpath=following-sibling::dd');
    await totalRow.waitFor({ timeout: 15_000 });
    expect(expected.total).toBeGreaterThan(0);
    expect(francsShown(await totalRow.innerText())).toBe(expected.total);
    expect(await result.innerText()).toContain('Berechnungsgrundlage: ESTV');

    // Every municipality of Switzerland, Zürich highlighted at the rank the server gives it.
    const ranking = await api<{ municipalities: { bfsId: number }[] }>('/api/tax-calculator/rank', { ...household, scope: 'switzerland' });
    const rank = ranking.municipalities.findIndex((m) => m.bfsId === 261) + 1;
    expect(ranking.municipalities.length).toBeGreaterThan(2000);
    await page.getByRole('button', { name: 'Wo würde ich am wenigsten zahlen?' }).click();
    await page.getByText(`Zürich (ZH): Rang ${rank} von ${ranking.municipalities.length}`).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'In der Liste zeigen' }).click();
    const home = page.locator('tr[aria-current="true"]');
    await home.waitFor({ timeout: 15_000 });
    expect(await home.innerText()).toContain('Zürich');
    expect(await home.innerText()).toContain('Ihre Gemeinde');
    expect(await home.evaluate((row) => row === document.activeElement)).toBe(true);

    // The search narrows the list by canton and keeps the ranks of all of Switzerland.
    // The list filters a moment after typing (a deferred value): until then it shows all of Switzerland.
    await page.getByLabel('Gemeinde oder Kanton suchen').fill('ZH');
    await page.getByText(new RegExp(`von (?!${ranking.municipalities.length} )\\d+ Gemeinden angezeigt`)).waitFor({ timeout: 15_000 });
    const cantons = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(cantons.length).toBeGreaterThan(0);
    expect(cantons.every((cell) => cell.includes('(ZH)'))).toBe(true);

    // The address works when opened directly, without a session (a shared link, a bookmark).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Steuerrechner' }).waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: /Gemeinde/ }).fill('Zürich');
    await page.getByRole('option', { name: /^Zürich \(ZH\)/ }).click({ timeout: 15_000 });
    await page.getByText('Gewählt: Zürich (ZH)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rechner');

    expect(errors).toEqual([]);
    await context.close();
  });
});
