import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/platform/rate-limits';
import { createTestApp, type TestApp } from '../support/test-app';

// Results of the official ESTV calculator (swisstaxcalculator.estv.admin.ch) the engine's unit
// tests check too; through the API they must come out the same to the franc.
type DevelopmentCase = { canton: string; married: boolean; children: number; taxable: number; fed: number; cantonTax: number; cityTax: number; personnel: number; total: number };
const development = JSON.parse(
  readFileSync(new URL('../../src/server/features/tax-calculator/estv/reference/estv-2026-development-cases.json', import.meta.url), 'utf8'),
) as { municipalities: Record<string, { bfsId: number }>; cases: DevelopmentCase[] };
const golden = JSON.parse(readFileSync(new URL('../../src/server/features/tax-calculator/estv/reference/estv-2024-golden.json', import.meta.url), 'utf8')) as {
  cases: Record<string, { values: Record<string, number> }>;
};

const ZURICH = 261;
const BERN = 351;
/** A single person in Zürich, 2026: the body every refused variant below starts from. */
const PROFILE = {
  taxYear: 2026,
  bfsId: ZURICH,
  relationship: 'single',
  children: 0,
  confession: 'none',
  taxableIncomeFederal: 100_000,
  taxableIncomeCanton: 100_000,
  taxableWealth: 0,
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// No Origin header and no session anywhere below: the calculator is public and changes nothing.
const estimate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/tax-calculator/estimate', payload });
const rank = (payload: object) => t.app.inject({ method: 'POST', url: '/api/tax-calculator/rank', payload });
const search = (q: string, taxYear: number | string = 2026) =>
  t.app.inject({ method: 'GET', url: `/api/tax-calculator/municipalities?q=${encodeURIComponent(q)}&taxYear=${taxYear}` });

describe('POST /api/tax-calculator/estimate', () => {
  const zurichCases = development.cases.filter((c) => c.canton === 'ZH');

  it(`matches the official calculator to the franc (Zürich 2026, ${zurichCases.length} households)`, async () => {
    expect(zurichCases.length).toBeGreaterThanOrEqual(6);
    expect(development.municipalities.ZH?.bfsId).toBe(ZURICH);
    for (const c of zurichCases) {
      const relationship = c.married ? 'married' : 'single';
      const res = await estimate({ ...PROFILE, relationship, children: c.children, taxableIncomeFederal: c.taxable, taxableIncomeCanton: c.taxable });
      expect(res.statusCode).toBe(200);
      expect({ case: `${relationship} ${c.children} ${c.taxable}`, ...res.json() }).toEqual({
        case: `${relationship} ${c.children} ${c.taxable}`,
        federal: c.fed,
        canton: c.cantonTax,
        municipality: c.cityTax,
        church: 0,
        personal: c.personnel,
        wealthCanton: 0,
        wealthMunicipality: 0,
        total: c.total,
      });
    }
  });

  it('matches the official calculator with wealth (Zürich 2024: 100,000 income, 200,000 wealth)', async () => {
    const values = golden.cases.taxable_amounts_zurich!.values;
    const res = await estimate({ ...PROFILE, taxYear: 2024, taxableWealth: 200_000 });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect({ total: r.total, income: r.federal + r.canton + r.municipality, wealth: r.wealthCanton + r.wealthMunicipality }).toEqual({
      total: values.total_tax,
      income: values['by_object.income_tax'],
      wealth: values['by_object.wealth_tax'],
    });
  });

  it('adds church tax for a confession, and every figure is a whole franc', async () => {
    const none = (await estimate(PROFILE)).json();
    const roman = (await estimate({ ...PROFILE, confession: 'roman', taxableWealth: 500_000 })).json();
    expect(roman.church).toBeGreaterThan(0);
    expect(roman.total).toBe(none.total + roman.church + roman.wealthCanton + roman.wealthMunicipality);
    for (const value of Object.values(roman)) expect(Number.isInteger(value)).toBe(true);
  });

  it('refuses each kind of bad input with 400 VALIDATION_ERROR naming the field', async () => {
    const bad: [object, string][] = [
      [{ ...PROFILE, taxableIncomeCanton: -1 }, 'taxableIncomeCanton'],
      [{ ...PROFILE, taxableIncomeFederal: 1000.5 }, 'taxableIncomeFederal'],
      [{ ...PROFILE, taxableWealth: '100000' }, 'taxableWealth'],
      [{ ...PROFILE, taxableWealth: 1e21 }, 'taxableWealth'],
      [{ ...PROFILE, relationship: 'divorced' }, 'relationship'],
      [{ ...PROFILE, confession: 'jewish' }, 'confession'],
      [{ ...PROFILE, children: -1 }, 'children'],
      [{ ...PROFILE, children: 1.5 }, 'children'],
      [{ ...PROFILE, bfsId: 0 }, 'bfsId'],
      [{ ...PROFILE, taxYear: '2026' }, 'taxYear'],
    ];
    for (const [payload, field] of bad) {
      const res = await estimate(payload);
      expect({ field, status: res.statusCode, code: res.json().code, params: res.json().params?.field }).toEqual({ field, status: 400, code: 'VALIDATION_ERROR', params: field });
    }
    const { taxableWealth: _left, ...missing } = PROFILE;
    const res = await estimate(missing);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // Gross figures are not accepted (yet): a field the schema does not know is refused, not ignored.
    const gross = await estimate({ ...PROFILE, grossIncome: 120_000 });
    expect(gross.statusCode).toBe(400);
    expect(gross.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tax-calculator/estimate', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(PROFILE) });
    expect(res.statusCode).toBe(415);
    const broken = await t.app.inject({ method: 'POST', url: '/api/tax-calculator/estimate', headers: { 'content-type': 'application/json' }, payload: '{"taxYear":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 400 MUNICIPALITY_UNKNOWN for a BFS number the year does not know', async () => {
    const res = await estimate({ ...PROFILE, bfsId: 9999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MUNICIPALITY_UNKNOWN', message: expect.stringContaining('9999'), params: { bfsId: 9999, taxYear: 2026 } });
    // Humlikon (BFS 32) merged into Andelfingen in 2023: known in 2021, not in the 2026 tables.
    const merged = await estimate({ ...PROFILE, bfsId: 32 });
    expect(merged.json()).toMatchObject({ code: 'MUNICIPALITY_UNKNOWN', params: { bfsId: 32 } });
  });

  it('answers 400 TAX_YEAR_NOT_SUPPORTED for a year without tables', async () => {
    const res = await estimate({ ...PROFILE, taxYear: 2023 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'TAX_YEAR_NOT_SUPPORTED', message: expect.stringContaining('2023'), params: { taxYear: 2023 } });
  });
});

describe('POST /api/tax-calculator/rank', () => {
  const isAscending = (totals: number[]) => totals.every((total, i) => i === 0 || totals[i - 1]! <= total);

  it('ranks every municipality of the canton by total, the own one with its estimate', async () => {
    const res = await rank({ ...PROFILE, scope: 'canton' });
    expect(res.statusCode).toBe(200);
    const { municipalities } = res.json() as { municipalities: { bfsId: number; name: string; canton: string; total: number }[] };
    expect(municipalities.length).toBeGreaterThan(150);
    expect(new Set(municipalities.map((m) => m.canton))).toEqual(new Set(['ZH']));
    expect(isAscending(municipalities.map((m) => m.total))).toBe(true);
    const own = municipalities.find((m) => m.bfsId === ZURICH);
    expect(own).toEqual({ bfsId: ZURICH, name: 'Zürich', canton: 'ZH', total: (await estimate(PROFILE)).json().total });
    // The multipliers differ, so the ranking does too.
    expect(municipalities[0]!.total).toBeLessThan(municipalities.at(-1)!.total);
  });

  it('ranks all of Switzerland', async () => {
    const res = await rank({ ...PROFILE, bfsId: BERN, scope: 'switzerland' });
    expect(res.statusCode).toBe(200);
    const { municipalities } = res.json() as { municipalities: { bfsId: number; canton: string; total: number }[] };
    expect(municipalities.length).toBeGreaterThan(2000);
    expect(new Set(municipalities.map((m) => m.canton)).size).toBe(26);
    expect(isAscending(municipalities.map((m) => m.total))).toBe(true);
    expect(municipalities.some((m) => m.bfsId === BERN)).toBe(true);
  });

  it('refuses an unknown scope, municipality or year', async () => {
    expect((await rank({ ...PROFILE, scope: 'world' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'scope' } });
    expect((await rank(PROFILE)).json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'scope' } });
    const unknown = await rank({ ...PROFILE, bfsId: 9999, scope: 'canton' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'MUNICIPALITY_UNKNOWN' });
    expect((await rank({ ...PROFILE, taxYear: 2027, scope: 'switzerland' })).json()).toMatchObject({ code: 'TAX_YEAR_NOT_SUPPORTED' });
  });
});

describe('GET /api/tax-calculator/municipalities', () => {
  type Match = { bfsId: number; name: string; canton: string; postalCodes: string[] };
  const results = async (q: string, taxYear?: number) => {
    const res = await search(q, taxYear);
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: Match[] }).results;
  };

  it('finds a municipality by its name, with or without umlauts', async () => {
    for (const q of ['Zürich', 'zurich', 'Zuerich']) {
      const [first] = await results(q);
      expect(first).toMatchObject({ bfsId: ZURICH, name: 'Zürich', canton: 'ZH' });
      expect(first!.postalCodes).toContain('8001');
    }
  });

  it('finds a municipality by postal code, also one shared by several', async () => {
    expect((await results('3011'))[0]).toMatchObject({ bfsId: BERN, name: 'Bern' });
    expect((await results('8001'))[0]).toMatchObject({ bfsId: ZURICH });
    // 8914 is shared by Aeugst am Albis and Affoltern am Albis; "8914 Aeugst" names one of them.
    expect((await results('8914 Aeugst')).map((m) => m.name)).toEqual(['Aeugst am Albis']);
  });

  it('finds by a locality of the municipality (Zwillikon is in Affoltern am Albis)', async () => {
    expect(await results('Zwillikon')).toEqual([{ bfsId: 2, name: 'Affoltern am Albis', canton: 'ZH', postalCodes: ['8909', '8910'] }]);
  });

  it('returns only municipalities the year knows, including those founded after the 2021 directory', async () => {
    // Andelfingen took its new BFS number (291) in 2023; found by name, with its postal code.
    expect(await results('Andelfingen')).toContainEqual({ bfsId: 291, name: 'Andelfingen', canton: 'ZH', postalCodes: ['8450'] });
    // Humlikon (8457) merged into it: no municipality of its own in 2026 any more.
    expect(await results('Humlikon')).toEqual([]);
    expect((await results('Andelfingen')).some((m) => m.bfsId === 30)).toBe(false);
    // Moutier left the canton of Bern for Jura in 2026 and took a new BFS number.
    expect((await results('2740', 2026))[0]).toEqual({ bfsId: 6831, name: 'Moutier', canton: 'JU', postalCodes: ['2740'] });
    expect((await results('2740', 2024))[0]).toEqual({ bfsId: 700, name: 'Moutier', canton: 'BE', postalCodes: ['2740'] });
  });

  it('refuses an empty query and a year without tables', async () => {
    const empty = await search('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'q', reason: 'municipalityQueryEmpty' } });
    const year = await search('Bern', 2019);
    expect(year.statusCode).toBe(400);
    expect(year.json()).toMatchObject({ code: 'TAX_YEAR_NOT_SUPPORTED', params: { taxYear: 2019 } });
  });
});

describe('rate limit of the calculator', () => {
  it('allows at least 1,000 estimates a minute from one address by default', () => {
    const { max, timeWindow } = DEFAULT_RATE_LIMITS.taxCalculatorPerIp;
    expect(timeWindow).toBeLessThanOrEqual(60_000);
    expect(max).toBeGreaterThanOrEqual(1000);
  });

  it('counts per address, not per person: a signed-in person is not held to the per-user write budget', async () => {
    const limited = await createTestApp({
      rateLimits: {
        taxCalculatorPerIp: { max: 3, timeWindow: 60_000 },
        perUser: { write: [{ max: 1, timeWindow: 60_000 }], upload: [{ max: 1, timeWindow: 60_000 }], message: [{ max: 1, timeWindow: 60_000 }] },
      },
    });
    try {
      const { cookie } = await limited.signIn('calculator@example.ch');
      const call = (remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'POST', url: '/api/tax-calculator/estimate', headers: { cookie }, payload: PROFILE, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await call('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
