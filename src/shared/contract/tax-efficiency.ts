import { z } from 'zod';
import { EARNER_KINDS, MAX_EARNERS, MAX_TAX_AMOUNT, taxEstimateResponseSchema } from './tax-calculator';

/**
 * The signed-in tax-efficiency page (issue 11; spec part 2 'Tax efficiency'): the figures a person
 * enters per tax year (stored per user and year), and what the engine makes of them for their
 * municipality: taxable figures, the taxes, the year before, the efficiency score and three
 * recommendations. Amounts are whole francs (CHF), like the public calculator's.
 */

const amount = z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_TAX_AMOUNT, { error: 'numberInvalid' });
const optionalAmount = amount.nullable();

// The same earners as the public calculator's gross estimate.
export { EARNER_KINDS, MAX_EARNERS };

export const efficiencyEarnerSchema = z.strictObject({
  kind: z.enum(EARNER_KINDS, { error: 'optionInvalid' }),
  /** Box 8 of the salary certificate, the pension, or the net income of other gainful work. */
  grossIncome: amount,
  /** Box 9; null: estimated from the statutory rates. */
  socialContributions: optionalAmount,
  /** Boxes 10.1 + 10.2; null: estimated from the BVG minimum. */
  pensionContributions: optionalAmount,
  hasPensionFund: z.boolean({ error: 'optionInvalid' }),
  pillar3a: amount,
  commuting: amount,
  /** Effective professional costs other than commuting; null: the flat rate. */
  professionalCosts: optionalAmount,
});
export type EfficiencyEarner = z.infer<typeof efficiencyEarnerSchema>;

/** PUT /api/tax-efficiency/:taxYear — what the person entered. */
export const taxEfficiencyFiguresSchema = z.strictObject({
  /** The municipality the taxes are computed for; null: the one of the tax profile. */
  bfsId: z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(1, { error: 'numberInvalid' }).max(9999, { error: 'numberInvalid' }).nullable(),
  earners: z.array(efficiencyEarnerSchema).min(1, { error: 'earnersInvalid' }).max(MAX_EARNERS, { error: 'earnersInvalid' }),
  otherIncome: amount,
  wealth: amount,
  /** null: the flat maximum. */
  insurancePremiums: optionalAmount,
  childcare: amount,
  donations: amount,
  debtInterest: amount,
  healthCosts: amount,
  /** Provisional tax already paid for the year (for the refund); null: not known. */
  prepaidTaxes: optionalAmount,
});
export type TaxEfficiencyFigures = z.infer<typeof taxEfficiencyFiguresSchema>;

export const taxEfficiencyParamsSchema = z.object({
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
});

const francs = z.number().int();
const deductionLineSchema = z.object({ id: z.string(), amount: francs });
const taxableAmountsSchema = z.object({ netIncome: francs, deductions: z.array(deductionLineSchema), taxableIncome: francs });

export const householdTaxesSchema = z.object({
  taxable: z.object({ federal: taxableAmountsSchema, canton: taxableAmountsSchema, taxableWealth: francs }),
  taxes: taxEstimateResponseSchema,
  averageRate: z.number(),
  marginalRate: z.number(),
});

export const RECOMMENDATION_IDS = ['pillar3a', 'professionalCosts', 'donations'] as const;
export type RecommendationId = (typeof RECOMMENDATION_IDS)[number];

export const recommendationSchema = z.object({
  id: z.enum(RECOMMENDATION_IDS),
  /** Francs of tax saved: the engine's difference between the figures as entered and with the step taken. */
  saving: francs,
  /** The amount the step is about: the Pillar 3a payment still open, or the costs / donation the saving is computed for. */
  amount: francs,
  /** The year's limit where there is one (Pillar 3a maximum per person). */
  limit: francs.nullable(),
  /** Already taken (Pillar 3a paid to the maximum). */
  done: z.boolean(),
});

export const taxEfficiencyAnalysisSchema = z.object({
  current: householdTaxesSchema,
  /** The same figures under the year before's tables; null where there are none. */
  previous: householdTaxesSchema.nullable(),
  previousTaxYear: z.number().int(),
  /** Tax saved by the deductions entered (without them, the household would pay this much more). */
  savingsFromDeductions: francs,
  /** Provisional tax paid less the total; null when the prepaid amount is not known. Negative: to pay. */
  refund: francs.nullable(),
  /** 0–100: how much of the tax saving open to this profile its deductions use. */
  score: z.number().int().min(0).max(100),
  recommendations: z.array(recommendationSchema),
});
export type TaxEfficiencyAnalysis = z.infer<typeof taxEfficiencyAnalysisSchema>;

export const efficiencyMunicipalitySchema = z.object({ bfsId: z.number().int(), name: z.string(), canton: z.string() });

/**
 * What the taxpayer's confirmed bank e-tax statements (eCH-0196, issue 12) and salary certificates
 * of the tax year add up to, for the page to offer beside the figures entered. Whole francs, rounded after summing.
 */
export const figuresFromDocumentsSchema = z.object({
  /** Sum of the statements' tax values: the wealth they declare. */
  wealth: francs,
  /** Sum of gross revenues A (with withholding tax) and B (without): investment income. */
  investmentIncome: francs,
  /** Withholding tax (Verrechnungssteuer) to reclaim: refunded, not a deduction. */
  withholdingTaxClaim: francs,
  documents: z.array(z.object({ fileId: z.number().int(), name: z.string(), institution: z.string().nullable() })),
  /**
   * The confirmed salary certificates (form 11) of the year, summed per person: person 1 those
   * filed as the taxpayer's, person 2 those filed as the spouse's. Only persons with one appear.
   */
  earners: z.array(
    z.object({
      person: z.union([z.literal(1), z.literal(2)]),
      /** Box 8. */
      grossIncome: francs,
      /** Box 9. */
      socialContributions: francs,
      /** Boxes 10.1 + 10.2. */
      pensionContributions: francs,
      documents: z.array(z.object({ fileId: z.number().int(), name: z.string(), employer: z.string().nullable() })),
    }),
  ),
});
export type FiguresFromDocuments = z.infer<typeof figuresFromDocumentsSchema>;

/** GET and PUT /api/tax-efficiency/:taxYear */
export const taxEfficiencyResponseSchema = z.object({
  taxYear: z.number().int(),
  /** What the tax profile says, as the engine reads it. */
  household: z.object({
    relationship: z.enum(['single', 'married']),
    childrenAges: z.array(z.number().int()),
    confession: z.enum(['none', 'roman', 'protestant', 'christ']),
    /** Earner 1's kind from the profile's employment type. */
    earnerKind: z.enum(EARNER_KINDS),
    /** Earner 1's age at the end of the tax year, from the date of birth. */
    age: z.number().int().nullable(),
    /** The profile's municipality (Gemeinde + postal code) or the one chosen; null when neither resolves. */
    municipality: efficiencyMunicipalitySchema.nullable(),
  }),
  figures: taxEfficiencyFiguresSchema.nullable(),
  /** null until figures are stored and a municipality is known. */
  analysis: taxEfficiencyAnalysisSchema.nullable(),
  updatedAt: z.string().nullable(),
  /** The confirmed e-tax statements and salary certificates of the year, summed; null when there are none. */
  fromDocuments: figuresFromDocumentsSchema.nullable(),
});
export type TaxEfficiencyResponse = z.infer<typeof taxEfficiencyResponseSchema>;
