import { z } from 'zod';
import { textSchema } from './primitives';

/**
 * The public tax calculator (issue 11): what a household's taxes come to in one municipality,
 * which municipalities tax it least, and the municipality search. Every amount is whole francs.
 * The years the server holds ESTV tables for are checked by the server (400 TAX_YEAR_NOT_SUPPORTED),
 * not here, so a year added to the tables needs no client release.
 */

/** Far above any household (10 billion francs), low enough that every sum stays an exact integer. */
export const MAX_TAX_AMOUNT = 10_000_000_000;
/** More children than any tariff distinguishes; the limit only keeps the input sane. */
export const MAX_CHILDREN = 20;
export const MUNICIPALITY_SEARCH_LIMIT = 20;

const taxYearSchema = z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });
const amountSchema = z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_TAX_AMOUNT, { error: 'numberInvalid' });
/** BFS municipality numbers (Gemeindenummern) are 1 to 4 digits. */
const bfsIdSchema = z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(1, { error: 'numberInvalid' }).max(9999, { error: 'numberInvalid' });

export const TAX_RELATIONSHIPS = ['single', 'married'] as const;
export const TAX_CONFESSIONS = ['none', 'roman', 'protestant', 'christ'] as const;

/** POST /api/tax-calculator/estimate: a household with its taxable income and wealth. */
export const taxEstimateBodySchema = z.strictObject({
  taxYear: taxYearSchema,
  bfsId: bfsIdSchema,
  relationship: z.enum(TAX_RELATIONSHIPS, { error: 'optionInvalid' }),
  children: z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_CHILDREN, { error: 'numberInvalid' }),
  confession: z.enum(TAX_CONFESSIONS, { error: 'optionInvalid' }),
  taxableIncomeFederal: amountSchema,
  taxableIncomeCanton: amountSchema,
  taxableWealth: amountSchema,
});
export type TaxEstimateBody = z.infer<typeof taxEstimateBodySchema>;

export const EARNER_KINDS = ['employee', 'pensioner', 'other'] as const;
/** A household files with one earner, or two for a married couple. */
export const MAX_EARNERS = 2;
/** Children are counted for tax until the end of their education; no tariff looks further. */
export const MAX_CHILD_AGE = 25;
/** The age the children of a gross estimate are taken at when only their number is given (cantons with age-dependent child deductions). */
export const DEFAULT_CHILD_AGE = 7;

const optionalAmountSchema = amountSchema.optional();

/** One earner of a gross estimate: the salary certificate's figures, or the pension. */
export const grossEarnerSchema = z.strictObject({
  kind: z.enum(EARNER_KINDS, { error: 'optionInvalid' }),
  /** Box 8 of the salary certificate, the pension, or the net income of other gainful work. */
  grossIncome: amountSchema,
  /** Box 9; absent: estimated from the statutory rates (employees). */
  socialContributions: optionalAmountSchema,
  /** Boxes 10.1 + 10.2; absent: estimated from the BVG minimum (employees with a pension fund). */
  pensionContributions: optionalAmountSchema,
  /** Absent: an employee has a pension fund, a pensioner and other earners have none. */
  hasPensionFund: z.boolean({ error: 'optionInvalid' }).optional(),
  /** At the end of the tax year. */
  age: z.number({ error: 'ageInvalid' }).int({ error: 'ageInvalid' }).min(0, { error: 'ageInvalid' }).max(120, { error: 'ageInvalid' }).optional(),
  pillar3a: optionalAmountSchema,
  commuting: optionalAmountSchema,
  /** Effective professional costs other than commuting; absent: the flat rate. */
  professionalCosts: optionalAmountSchema,
});
export type GrossEarner = z.infer<typeof grossEarnerSchema>;

/**
 * POST /api/tax-calculator/estimate with gross figures: the server computes the taxable incomes
 * and wealth with the year's deduction tables. `childrenAges` wins over `children`; children
 * given only by number are taken at DEFAULT_CHILD_AGE.
 */
export const grossTaxEstimateBodySchema = z.strictObject({
  taxYear: taxYearSchema,
  bfsId: bfsIdSchema,
  relationship: z.enum(TAX_RELATIONSHIPS, { error: 'optionInvalid' }),
  children: z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_CHILDREN, { error: 'numberInvalid' }).optional(),
  childrenAges: z
    .array(z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_CHILD_AGE, { error: 'numberInvalid' }))
    .max(MAX_CHILDREN, { error: 'numberInvalid' })
    .optional(),
  confession: z.enum(TAX_CONFESSIONS, { error: 'optionInvalid' }),
  earners: z.array(grossEarnerSchema).min(1, { error: 'earnersInvalid' }).max(MAX_EARNERS, { error: 'earnersInvalid' }),
  otherIncome: optionalAmountSchema,
  wealth: optionalAmountSchema,
  /** Absent: the flat maximum, as the ESTV calculator takes it. */
  insurancePremiums: optionalAmountSchema,
  childcare: optionalAmountSchema,
  donations: optionalAmountSchema,
  debtInterest: optionalAmountSchema,
  healthCosts: optionalAmountSchema,
});
export type GrossTaxEstimateBody = z.infer<typeof grossTaxEstimateBodySchema>;

/** The body of POST /api/tax-calculator/estimate: taxable figures, or gross figures (told apart by `earners`). */
export const taxEstimateRequestSchema = z.union([taxEstimateBodySchema, grossTaxEstimateBodySchema]);
export type TaxEstimateRequest = z.infer<typeof taxEstimateRequestSchema>;
export const isGrossEstimate = (body: TaxEstimateRequest): body is GrossTaxEstimateBody => 'earners' in body;

const francs = z.number().int();
/** Each tax in whole francs as the ESTV calculator shows it; `total` is what the household pays, after credits. */
export const taxEstimateResponseSchema = z.object({
  federal: francs,
  canton: francs,
  municipality: francs,
  church: francs,
  personal: francs,
  wealthCanton: francs,
  wealthMunicipality: francs,
  total: francs,
  /** Gross estimates only: the taxable figures the server computed from the gross ones. */
  taxableIncomeFederal: francs.optional(),
  taxableIncomeCanton: francs.optional(),
  taxableWealth: francs.optional(),
});
export type TaxEstimate = z.infer<typeof taxEstimateResponseSchema>;

export const TAX_RANKING_SCOPES = ['canton', 'switzerland'] as const;
export type TaxRankingScope = (typeof TAX_RANKING_SCOPES)[number];

/** POST /api/tax-calculator/rank: the same household in every municipality of its canton or of Switzerland. */
const rankingScope = { scope: z.enum(TAX_RANKING_SCOPES, { error: 'optionInvalid' }) };
/**
 * Taxable or gross figures, as for the estimate. From gross figures every municipality gets its
 * own canton's deductions, so the ranking compares what the household would really pay there.
 */
export const taxRankingBodySchema = z.union([taxEstimateBodySchema.extend(rankingScope), grossTaxEstimateBodySchema.extend(rankingScope)]);
export type TaxRankingBody = z.infer<typeof taxRankingBodySchema>;

export const rankedMunicipalitySchema = z.object({ bfsId: z.number().int(), name: z.string(), canton: z.string(), total: francs });
export type RankedMunicipality = z.infer<typeof rankedMunicipalitySchema>;
/** Lowest total first; equal totals by name. */
export const taxRankingResponseSchema = z.object({ municipalities: z.array(rankedMunicipalitySchema) });

/** GET /api/tax-calculator/municipalities?q=&taxYear=: by name (of the municipality or one of its localities) or postal code. */
export const municipalitySearchQuerySchema = z.object({
  q: textSchema(100).min(1, { error: 'municipalityQueryEmpty' }),
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).pipe(taxYearSchema),
});
export const municipalityMatchSchema = z.object({
  bfsId: z.number().int(),
  name: z.string(),
  canton: z.string(),
  /** From the localities directory (2021); empty for a municipality founded since. */
  postalCodes: z.array(z.string()),
});
export type MunicipalityMatch = z.infer<typeof municipalityMatchSchema>;
export const municipalitySearchResponseSchema = z.object({ results: z.array(municipalityMatchSchema) });

/** GET /api/tax-calculator/tables/:taxYear/:canton — the canton as its two-letter code, in either case. */
export const taxTablesParamsSchema = z.object({
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).pipe(taxYearSchema),
  canton: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'optionInvalid' })
    .transform((code) => code.toUpperCase()),
});

const TAX_TABLE_TYPES = ['ZUERICH', 'BUND', 'FLATTAX', 'FREIBURG', 'FORMEL'] as const;
const TAX_TARIFF_GROUPS = ['single', 'cohabiting', 'childless', 'married', 'singleParent', 'all'] as const;
const tariffRowSchema = z.tuple([z.number(), z.number(), z.number(), z.string().optional()]);
const tariffSchema = z.object({ groups: z.array(z.enum(TAX_TARIFF_GROUPS)), type: z.enum(TAX_TABLE_TYPES), splitting: z.number(), rows: z.array(tariffRowSchema) });
const deductionTableSchema = z.record(z.string(), z.object({ format: z.string(), min: z.number(), max: z.number(), percent: z.number(), amount: z.number() }));
const cantonTablesSchema = z.object({
  income: z.array(tariffSchema),
  wealth: z.array(tariffSchema),
  municipalIncome: z.array(tariffSchema),
  deductions: z.object({ income: deductionTableSchema, wealth: deductionTableSchema }),
});
const rate = z.number();
const municipalityRowSchema = z.tuple([z.number().int(), z.string(), z.string(), rate, rate, rate, rate, rate, rate, rate, rate, rate, rate]);

/**
 * The compiled ESTV tables of one year (tax-engine/tax-tables.ts CompiledTaxYear) cut down to one
 * canton: the federal tables, that canton's tables and its municipalities, as exported (not yet
 * prepared). The client prepares them with the engine's prepareTaxYear and computes on them while
 * a person types, with the same results as the server's for that canton's municipalities.
 */
export const taxTablesSliceSchema = z.object({
  year: z.number().int(),
  source: z.string(),
  federal: z.object({ income: z.array(tariffSchema), deductions: deductionTableSchema }),
  cantons: z.record(z.string(), cantonTablesSchema),
  municipalities: z.array(municipalityRowSchema),
});
export type TaxTablesSlice = z.infer<typeof taxTablesSliceSchema>;
