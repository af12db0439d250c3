import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxTablesSliceSchema } from '@shared/contract/tax-calculator';
import { calculateTaxes, prepareTaxYear } from '@shared/tax-engine/calculate-taxes';
import { householdTaxes, taxableFigures, type HouseholdTaxInput } from '@shared/tax-engine/household-taxes';
import { loadTaxYear } from '../../src/server/features/tax-calculator/tax-tables';
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
    // A field neither the taxable nor the gross body knows is refused, not ignored.
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

/** A married couple in Bern with two earners and two children, 2025: the gross body every variant below starts from. */
const GROSS = {
  taxYear: 2025,
  bfsId: BERN,
  relationship: 'married',
  childrenAges: [4, 9],
  confession: 'protestant',
  earners: [
    { kind: 'employee', grossIncome: 118_000, hasPensionFund: true, age: 44, pillar3a: 3_000, commuting: 1_800 },
    { kind: 'employee', grossIncome: 46_000, socialContributions: 4_900, pensionContributions: 2_100, hasPensionFund: true, age: 41 },
  ],
  otherIncome: 1_200,
  wealth: 320_000,
  childcare: 8_500,
  donations: 600,
} as const;

/** The engine's household for a gross body (every earner of these bodies says whether it has a pension fund). */
const engineInput = ({ taxYear: _year, ...body }: typeof GROSS): HouseholdTaxInput => ({ ...body, childrenAges: [...body.childrenAges], earners: body.earners.map((e) => ({ ...e })) });

describe('POST /api/tax-calculator/estimate with gross figures', () => {
  it('returns the taxable income and wealth the engine computes, and the taxes of those taxable figures', async () => {
    const res = await estimate(GROSS);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const figures = taxableFigures(loadTaxYear(2025), 'BE', engineInput(GROSS));
    expect({ federal: answer.taxableIncomeFederal, canton: answer.taxableIncomeCanton, wealth: answer.taxableWealth }).toEqual({
      federal: figures.federal.taxableIncome,
      canton: figures.canton.taxableIncome,
      wealth: figures.taxableWealth,
    });
    // The deductions did something: taxable income well below the gross salaries.
    expect(answer.taxableIncomeCanton).toBeLessThan(118_000 + 46_000 - 20_000);
    expect(answer.taxableWealth).toBeLessThan(320_000);

    const { taxableIncomeFederal, taxableIncomeCanton, taxableWealth, ...taxes } = answer;
    const taxable = await estimate({ taxYear: 2025, bfsId: BERN, relationship: 'married', children: 2, confession: 'protestant', taxableIncomeFederal, taxableIncomeCanton, taxableWealth });
    expect(taxable.statusCode).toBe(200);
    expect(taxes).toEqual(taxable.json());
    expect(taxes.total).toBeGreaterThan(0);
    expect(taxes.church).toBeGreaterThan(0);
  });

  it('computes a single employee and a pensioner as the engine does, with the defaults the body leaves out', async () => {
    // Left out: children (none), the deductions (the engine's defaults) and hasPensionFund (an employee has one, a pensioner not).
    const cases = [
      { body: { taxYear: 2026, bfsId: ZURICH, relationship: 'single', confession: 'none', earners: [{ kind: 'employee', grossIncome: 95_000 }] }, hasPensionFund: true },
      { body: { taxYear: 2024, bfsId: ZURICH, relationship: 'single', confession: 'roman', earners: [{ kind: 'pensioner', grossIncome: 54_000, age: 70 }], wealth: 600_000 }, hasPensionFund: false },
    ] as const;
    for (const { body, hasPensionFund } of cases) {
      const res = await estimate(body);
      expect(res.statusCode, res.body).toBe(200);
      const { taxYear, ...household } = body;
      const engine = householdTaxes(loadTaxYear(taxYear), { ...household, childrenAges: [], earners: household.earners.map((e) => ({ ...e, hasPensionFund })) });
      expect(res.json()).toEqual({
        ...engine.taxes,
        taxableIncomeFederal: engine.taxable.federal.taxableIncome,
        taxableIncomeCanton: engine.taxable.canton.taxableIncome,
        taxableWealth: engine.taxable.taxableWealth,
      });
      expect(engine.taxes.total).toBeGreaterThan(0);
    }
  });

  it('takes childrenAges over children, and children without ages at the age of 7', async () => {
    const { childrenAges: _ages, ...withoutAges } = GROSS;
    const byAges = (await estimate({ ...withoutAges, childrenAges: [7, 7] })).json();
    expect((await estimate({ ...withoutAges, children: 2 })).json()).toEqual(byAges);
    expect((await estimate({ ...GROSS, children: 5 })).json()).toEqual((await estimate(GROSS)).json());
    const childless = (await estimate(withoutAges)).json();
    expect(childless.taxableIncomeFederal).toBeGreaterThan(byAges.taxableIncomeFederal);
  });

  it('refuses bad gross figures with 400 VALIDATION_ERROR naming the field, and answers no taxes', async () => {
    const earner = GROSS.earners[0];
    const bad: [object, string, string][] = [
      [{ ...GROSS, earners: [] }, 'earners', 'earnersInvalid'],
      [{ ...GROSS, earners: [earner, earner, earner] }, 'earners', 'earnersInvalid'],
      [{ ...GROSS, earners: [{ ...earner, grossIncome: -1 }] }, 'earners.0.grossIncome', 'numberInvalid'],
      [{ ...GROSS, earners: [{ ...earner, grossIncome: '90000' }] }, 'earners.0.grossIncome', 'numberInvalid'],
      [{ ...GROSS, earners: [{ ...earner, kind: 'student' }] }, 'earners.0.kind', 'optionInvalid'],
      [{ ...GROSS, earners: [earner, { ...earner, age: 130 }] }, 'earners.1.age', 'ageInvalid'],
      [{ ...GROSS, childrenAges: [4, -1] }, 'childrenAges.1', 'numberInvalid'],
      [{ ...GROSS, wealth: 1.5 }, 'wealth', 'numberInvalid'],
      [{ ...GROSS, relationship: 'divorced' }, 'relationship', 'optionInvalid'],
    ];
    for (const [payload, field, reason] of bad) {
      const res = await estimate(payload);
      expect({ field, status: res.statusCode, code: res.json().code, params: res.json().params }).toEqual({ field, status: 400, code: 'VALIDATION_ERROR', params: { field, reason } });
      expect(res.json()).not.toHaveProperty('total');
    }
    // Unknown fields, in the body or an earner, and a mix of gross and taxable figures are refused too.
    for (const payload of [{ ...GROSS, bonus: 1 }, { ...GROSS, earners: [{ ...earner, salary: 1 }] }, { ...GROSS, taxableIncomeFederal: 100_000 }]) {
      const res = await estimate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // The same refusals as the taxable body for an unknown municipality or year.
    expect((await estimate({ ...GROSS, bfsId: 9999 })).json()).toMatchObject({ code: 'MUNICIPALITY_UNKNOWN', params: { bfsId: 9999, taxYear: 2025 } });
    expect((await estimate({ ...GROSS, taxYear: 2023 })).json()).toMatchObject({ code: 'TAX_YEAR_NOT_SUPPORTED', params: { taxYear: 2023 } });
    // Refusals leave nothing behind: the next estimate is the same as before.
    expect((await estimate(GROSS)).statusCode).toBe(200);
  });

  it('answers taxable estimates without taxable figures of its own', async () => {
    expect(Object.keys((await estimate(PROFILE)).json()).sort()).toEqual(['canton', 'church', 'federal', 'municipality', 'personal', 'total', 'wealthCanton', 'wealthMunicipality']);
  });
});

describe('GET /api/tax-calculator/tables/:taxYear/:canton', () => {
  const tables = (taxYear: number | string, canton: string) => t.app.inject({ method: 'GET', url: `/api/tax-calculator/tables/${taxYear}/${canton}` });

  it("answers the year's compiled tables of one canton, cacheable by anyone for a day", async () => {
    const res = await tables(2026, 'ZH');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const slice = res.json();
    expect(Object.keys(slice).sort()).toEqual(['cantons', 'federal', 'municipalities', 'source', 'year']);
    expect(slice.year).toBe(2026);
    expect(Object.keys(slice.cantons)).toEqual(['ZH']);
    expect(Object.keys(slice.cantons.ZH).sort()).toEqual(['deductions', 'income', 'municipalIncome', 'wealth']);
    expect(Object.keys(slice.federal).sort()).toEqual(['deductions', 'income']);
    expect(slice.municipalities.length).toBeGreaterThan(150);
    expect(slice.municipalities.every((m: unknown[]) => m[2] === 'ZH')).toBe(true);
    expect(slice.municipalities.find((m: unknown[]) => m[0] === ZURICH)?.[1]).toBe('Zürich');
    // A whole year is 200 kB; one canton is what a phone should load.
    expect(res.body.length).toBeLessThan(60_000);
    expect((await tables(2026, 'zh')).json()).toEqual(slice);
  });

  it("gives the client the server's results: estimates computed on the slice equal the API's", async () => {
    const year = prepareTaxYear(taxTablesSliceSchema.parse((await tables(2025, 'BE')).json()));
    for (const bfsId of [BERN, ...[...year.municipalities.keys()].filter((id) => id !== BERN).slice(0, 4)]) {
      const body = { ...PROFILE, taxYear: 2025, bfsId, relationship: 'married', children: 2, confession: 'roman', taxableWealth: 400_000 } as const;
      const { taxYear: _y, ...input } = body;
      expect(calculateTaxes(year, input), `BFS ${bfsId}`).toEqual((await estimate(body)).json());
    }
    const engine = householdTaxes(year, engineInput(GROSS));
    expect({
      ...engine.taxes,
      taxableIncomeFederal: engine.taxable.federal.taxableIncome,
      taxableIncomeCanton: engine.taxable.canton.taxableIncome,
      taxableWealth: engine.taxable.taxableWealth,
    }).toEqual((await estimate(GROSS)).json());
  });

  it('refuses an unknown canton, a malformed one and a year without tables, without caching the refusal', async () => {
    const unknown = await tables(2026, 'XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'CANTON_UNKNOWN', message: expect.stringContaining('XX'), params: { canton: 'XX', taxYear: 2026 } });
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await tables(2026, 'ZUR')).json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'canton' } });
    expect((await tables(2026, 'Z1')).statusCode).toBe(400);
    const year = await tables(2023, 'ZH');
    expect(year.statusCode).toBe(400);
    expect(year.json()).toMatchObject({ code: 'TAX_YEAR_NOT_SUPPORTED', params: { taxYear: 2023 } });
    expect((await tables('next', 'ZH')).json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'taxYear' } });
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

  it("ranks gross figures with each canton's own deductions: every total is that municipality's gross estimate", async () => {
    const res = await rank({ ...GROSS, scope: 'switzerland' });
    expect(res.statusCode, res.body).toBe(200);
    const { municipalities } = res.json() as { municipalities: { bfsId: number; canton: string; total: number }[] };
    expect(municipalities.length).toBeGreaterThan(2000);
    expect(isAscending(municipalities.map((m) => m.total))).toBe(true);
    // One municipality per canton of three cantons with different deduction tables.
    for (const canton of ['BE', 'ZG', 'GE']) {
      const sample = municipalities.find((m) => m.canton === canton)!;
      expect(sample.total, canton).toBe((await estimate({ ...GROSS, bfsId: sample.bfsId })).json().total);
    }
    // Taxable figures of Bern lent to every municipality would tax another canton's household wrongly.
    const bern = (await estimate(GROSS)).json();
    const lent = (await rank({ ...PROFILE, bfsId: BERN, relationship: 'married', children: 2, confession: 'protestant', taxableIncomeFederal: bern.taxableIncomeFederal, taxableIncomeCanton: bern.taxableIncomeCanton, taxableWealth: bern.taxableWealth, scope: 'switzerland' })).json() as { municipalities: { bfsId: number; total: number }[] };
    const zug = municipalities.find((m) => m.canton === 'ZG')!;
    expect(lent.municipalities.find((m) => m.bfsId === zug.bfsId)!.total).not.toBe(zug.total);
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
