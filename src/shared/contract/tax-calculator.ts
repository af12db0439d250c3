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
});
export type TaxEstimate = z.infer<typeof taxEstimateResponseSchema>;

export const TAX_RANKING_SCOPES = ['canton', 'switzerland'] as const;
export type TaxRankingScope = (typeof TAX_RANKING_SCOPES)[number];

/** POST /api/tax-calculator/rank: the same household in every municipality of its canton or of Switzerland. */
export const taxRankingBodySchema = taxEstimateBodySchema.extend({
  scope: z.enum(TAX_RANKING_SCOPES, { error: 'optionInvalid' }),
});
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
