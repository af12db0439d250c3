import { z } from 'zod';
import { isValidAhv } from '../domain/ahv';
import { ADVANCED_SECTION_IDS } from '../domain/advanced-sections';
import { CANTON_SLUGS } from '../domain/cantons';
import { DEDUCTION_CATEGORY_IDS } from '../domain/deduction-categories';
import { isValidTaxId, taxIdFormatFor } from '../domain/tax-id-formats';
import { isoDateSchema } from './user';
import { taxStatusRecordSchema } from './tax-status';
import { multilineTextSchema, textSchema } from './primitives';

/**
 * The advanced tax information of one user and tax year (spec part 2 'Advanced tax information
 * page', §3, §5). Each section is saved by its own call with its own schema; the server keeps
 * them per user and year and refuses every change once the year is locked (SECTION_LOCKED).
 * Money is integer Rappen (CHF × 100), as everywhere in the API.
 */

const taxYear = z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });
const text = (max: number) => textSchema(max);
const optionalAhv = text(20).refine((v) => v === '' || isValidAhv(v), { error: 'ahvInvalid' });
/** At most CHF 100 million, in Rappen. */
export const amountRappenSchema = z
  .number({ error: 'amountInvalid' })
  .int({ error: 'amountInvalid' })
  .min(0, { error: 'amountInvalid' })
  .max(10_000_000_000, { error: 'amountInvalid' });
const optionalAmount = amountRappenSchema.nullable();

// ---- Authorization (tax number, AHV number, power of attorney) ----

/**
 * Authorization settings (part 2 §3, §5). An enabled tax-number card needs a canton and a number
 * in that canton's format; an enabled AHV card a number with a correct check digit; the power
 * of attorney must be accepted for every save (its card is always on).
 */
export const authorizationSettingsSchema = z
  .object({
    taxAddressEnabled: z.boolean(),
    ahvNumberEnabled: z.boolean(),
    powerOfAttorneyEnabled: z.boolean(),
    canton: z.enum(CANTON_SLUGS, { error: 'cantonRequired' }).nullable(),
    tinNumber: text(40),
    ahvNumber: text(20),
    powerOfAttorneyAccepted: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.taxAddressEnabled) {
      if (!value.canton || !taxIdFormatFor(value.canton)) ctx.addIssue({ code: 'custom', path: ['canton'], message: 'cantonRequired' });
      else if (!isValidTaxId(value.tinNumber, value.canton)) ctx.addIssue({ code: 'custom', path: ['tinNumber'], message: 'taxNumberFormat' });
    }
    if (value.ahvNumberEnabled && !isValidAhv(value.ahvNumber)) ctx.addIssue({ code: 'custom', path: ['ahvNumber'], message: 'ahvInvalid' });
    if (!value.powerOfAttorneyAccepted) ctx.addIssue({ code: 'custom', path: ['powerOfAttorneyAccepted'], message: 'powerOfAttorneyRequired' });
  });
export type AuthorizationSettings = z.infer<typeof authorizationSettingsSchema>;
export const saveAuthorizationBodySchema = z.object({ taxYear, settings: authorizationSettingsSchema });

// ---- Spouse ----

export const spouseInfoSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  age: z.number({ error: 'ageInvalid' }).int({ error: 'ageInvalid' }).min(0, { error: 'ageInvalid' }).max(120, { error: 'ageInvalid' }).nullable(),
  occupation: text(100),
  ahvNumber: optionalAhv,
  taxId: text(40),
});
export type SpouseInfo = z.infer<typeof spouseInfoSchema>;
export const saveSpouseBodySchema = z.object({ taxYear, spouse: spouseInfoSchema });

// ---- Children ----

/** A child; the birth date may not lie in the future (checked by the server with its clock). */
export const childInfoSchema = z.object({
  firstName: textSchema(100, { required: 'childFirstNameRequired' }),
  lastName: text(100),
  birthDate: isoDateSchema,
  disability: z.boolean(),
  schoolingInfo: text(300),
  alimony: z.boolean(),
});
export type ChildInfo = z.infer<typeof childInfoSchema>;
export const saveChildrenBodySchema = z.object({ taxYear, children: z.array(childInfoSchema).max(20, { error: 'numberInvalid' }) });

// ---- Investments ----

export const INVESTMENT_ENTRY_KINDS = ['bankAccount', 'securitiesDepot'] as const;
export type InvestmentEntryKind = (typeof INVESTMENT_ENTRY_KINDS)[number];

/** An entry of the securities register as the person sends it: no source, which only the server sets. */
export const investmentEntryInputSchema = z.object({
  /** null for a new entry; the server gives it one. The id links a pre-filled entry to its source. */
  id: z.string().max(64).nullable(),
  kind: z.enum(INVESTMENT_ENTRY_KINDS, { error: 'optionInvalid' }),
  /** Institution and account or depot name, as the person or the statement names it. */
  description: text(200),
  /** Account number, IBAN or depot number (stored encrypted, like every bank number). */
  reference: text(60),
  taxValueRappen: optionalAmount,
  /** Interest or revenues with Swiss withholding tax (A). */
  grossRevenueARappen: optionalAmount,
  /** Revenues without Swiss withholding tax (B). */
  grossRevenueBRappen: optionalAmount,
  withholdingTaxClaimRappen: optionalAmount,
});
export type InvestmentEntryInput = z.infer<typeof investmentEntryInputSchema>;

/**
 * Where a pre-filled entry came from (issue 12): a confirmed bank e-tax statement. The statement
 * id and account key find the entry again when the statement is confirmed anew; the file name and
 * confirmation time are what the person sees. `documentDeleted` is not stored: the server sets it
 * when reading, once the document is gone.
 */
export const investmentEntrySourceSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string().max(255),
  statementId: z.string().max(200),
  accountKey: z.string().max(200),
  confirmedAt: z.string(),
  documentDeleted: z.boolean().default(false),
});
export type InvestmentEntrySource = z.infer<typeof investmentEntrySourceSchema>;

/** An entry as saved: with its id, its source (null when typed by hand) and whether the person changed a pre-filled one. */
export const investmentEntrySchema = investmentEntryInputSchema.extend({
  id: z.string().max(64),
  source: investmentEntrySourceSchema.nullable(),
  /** The person changed this pre-filled entry: a new confirmation of its statement leaves it alone. */
  editedByHand: z.boolean(),
});
export type InvestmentEntry = z.infer<typeof investmentEntrySchema>;

/** Enough for the accounts and depots of several statements; a register longer than this goes in as totals. */
export const MAX_INVESTMENT_ENTRIES = 200;

/** How many bank and custody accounts a person may count (the steppers stop there too). */
export const MAX_ACCOUNT_COUNT = 100;
const accountCount = z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(MAX_ACCOUNT_COUNT, { error: 'numberInvalid' });

/**
 * What the person holds, the accounts and depots listed one by one (typed, or pre-filled from a
 * confirmed e-tax statement) and, where known, the totals of the securities register (tax value,
 * gross revenues with and without withholding tax, withholding tax claim).
 */
export const investmentSettingsSchema = z.object({
  holdsSecurities: z.boolean(),
  holdsCryptocurrencies: z.boolean(),
  holdsOtherInvestments: z.boolean(),
  hasQualifyingParticipation: z.boolean(),
  bankAccountCount: accountCount,
  custodyAccountCount: accountCount,
  taxValueRappen: optionalAmount,
  grossRevenueARappen: optionalAmount,
  grossRevenueBRappen: optionalAmount,
  withholdingTaxClaimRappen: optionalAmount,
  notes: multilineTextSchema(1000),
  // Sections saved before entries existed read as having none.
  entries: z.array(investmentEntrySchema).max(MAX_INVESTMENT_ENTRIES, { error: 'numberInvalid' }).default([]),
});
export type InvestmentSettings = z.infer<typeof investmentSettingsSchema>;
/** The section before anything is saved: nothing held, nothing listed. */
export const NO_INVESTMENTS: InvestmentSettings = {
  holdsSecurities: false,
  holdsCryptocurrencies: false,
  holdsOtherInvestments: false,
  hasQualifyingParticipation: false,
  bankAccountCount: 0,
  custodyAccountCount: 0,
  taxValueRappen: null,
  grossRevenueARappen: null,
  grossRevenueBRappen: null,
  withholdingTaxClaimRappen: null,
  notes: '',
  entries: [],
};
/**
 * What a save sends: the entries without their source; the server keeps the sources it set.
 * Without `entries` (a client from before entries existed) the saved entries stay as they are.
 */
export const investmentSettingsInputSchema = investmentSettingsSchema.extend({
  entries: z.array(investmentEntryInputSchema).max(MAX_INVESTMENT_ENTRIES, { error: 'numberInvalid' }).optional(),
});
export type InvestmentSettingsInput = z.infer<typeof investmentSettingsInputSchema>;
export const saveInvestmentsBodySchema = z.object({ taxYear, investments: investmentSettingsInputSchema });

// ---- Deductions ----

/** One amount per deduction category that applies; categories left out count as none. */
export const deductionSettingsSchema = z.object({
  amountsRappen: z.partialRecord(z.enum(DEDUCTION_CATEGORY_IDS, { error: 'optionInvalid' }), amountRappenSchema),
});
export type DeductionSettings = z.infer<typeof deductionSettingsSchema>;
export const saveDeductionsBodySchema = z.object({ taxYear, deductions: deductionSettingsSchema });

// ---- Real estate ----

export const PROPERTY_KINDS = ['primary_residence', 'vacation_home', 'rental'] as const;
export const propertySchema = z.object({
  kind: z.enum(PROPERTY_KINDS, { error: 'optionInvalid' }),
  /** Municipality (and canton) where the property stands. */
  location: text(120),
  taxValueRappen: optionalAmount,
  /** Imputed rental value (owner-occupied) or rent received (rented out), per year. */
  rentalValueRappen: optionalAmount,
  mortgageDebtRappen: optionalAmount,
  mortgageInterestRappen: optionalAmount,
  /** Effective maintenance costs; ignored by the tax office when the flat rate is chosen. */
  maintenanceCostsRappen: optionalAmount,
  maintenanceFlatRate: z.boolean(),
});
export type Property = z.infer<typeof propertySchema>;
export const realEstateSettingsSchema = z.object({
  properties: z.array(propertySchema).max(20, { error: 'numberInvalid' }),
  notes: multilineTextSchema(1000),
});
export type RealEstateSettings = z.infer<typeof realEstateSettingsSchema>;
export const saveRealEstateBodySchema = z.object({ taxYear, realEstate: realEstateSettingsSchema });

// ---- Reading it all, and what a save answers ----

/** The sections a person saves (foreign income has uploads only). */
export const SAVED_SECTION_IDS = ['authorization', 'spouse', 'children', 'investments', 'deductions', 'realEstate'] as const;
export type SavedSectionId = (typeof SAVED_SECTION_IDS)[number];

/** GET /api/advanced-tax-info?taxYear=: every section as saved (null when never saved). */
export const advancedTaxInfoSchema = z.object({
  taxYear: z.number(),
  locked: z.boolean(),
  authorization: authorizationSettingsSchema.nullable(),
  spouse: spouseInfoSchema.nullable(),
  children: z.array(childInfoSchema),
  investments: investmentSettingsSchema.nullable(),
  deductions: deductionSettingsSchema.nullable(),
  realEstate: realEstateSettingsSchema.nullable(),
  /** ISO time of each section's last save. */
  lastUpdated: z.partialRecord(z.enum(SAVED_SECTION_IDS), z.string()),
});
export type AdvancedTaxInfo = z.infer<typeof advancedTaxInfoSchema>;

/** Every section save answers with the whole saved state, so the page refreshes from one answer. */
export const saveSectionResponseSchema = z.object({ success: z.literal(true), info: advancedTaxInfoSchema });

// ---- Section preferences (the 'relevant' toggles) ----

export const sectionIdSchema = z.enum(ADVANCED_SECTION_IDS, { error: 'sectionInvalid' });
/** POST /api/user-preferences/{categoryId}: categoryId is a section id (not authorization). */
export const preferenceParamsSchema = z.object({ categoryId: sectionIdSchema });
export const preferenceBodySchema = z.object({ taxYear, isRelevant: z.boolean() });

/** One section's state: on by the profile (and then not switchable), or by the saved toggle. */
export const sectionPreferenceSchema = z.object({
  enabled: z.boolean(),
  autoEnabled: z.boolean(),
  /** What the person chose by hand; null when never toggled. */
  manual: z.boolean().nullable(),
});
/** GET /api/tax-category-preferences?taxYear= and the answer of every toggle. */
export const taxCategoryPreferencesSchema = z.object({
  taxYear: z.number(),
  sections: z.record(sectionIdSchema, sectionPreferenceSchema),
});
export type TaxCategoryPreferences = z.infer<typeof taxCategoryPreferencesSchema>;

// ---- Lock ----

/** POST /api/tax-status/advanced-tax-locked: only `locked: true` changes anything. */
export const advancedTaxLockBodySchema = z.object({ locked: z.boolean(), taxYear });
export const advancedTaxLockResponseSchema = z.object({ success: z.literal(true), changed: z.boolean(), taxStatus: taxStatusRecordSchema });

// ---- Power of attorney ----

export const POWER_OF_ATTORNEY_LANGUAGES = ['de', 'en'] as const;
/** GET /api/advanced-tax-info/power-of-attorney?taxYear=&language=de|en: the mandate as a PDF. */
export const powerOfAttorneyQuerySchema = z.object({
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
  language: z.enum(POWER_OF_ATTORNEY_LANGUAGES, { error: 'optionInvalid' }),
});
