import { z } from 'zod';
import { CANTON_SLUGS } from '../domain/cantons';
import { isBirthDateInFuture } from '../domain/birth-dates';
import { COUNTRY_CODE_VALUES, normalizePhone, phoneAsTyped, phoneDigits } from '../domain/country-codes';
import { requiredFieldsOfStep, WIZARD_STEP_COUNT } from '../domain/tax-questionnaire';
import { textSchema } from './primitives';
import { userSchema } from './user-answer';
import type { ValidationMessageKey } from './validation-messages';

/** Option values as the API carries them (issue 3 'How answers travel'). */
export const SALUTATIONS = ['mr', 'mrs'] as const;
export const RELIGIONS = ['roman_catholic', 'reformed', 'christian_catholic', 'evangelical_reformed', 'none'] as const;
export const HOUSING_SITUATIONS = ['owner', 'renter', 'living_with_parents', 'other'] as const;
export const MARITAL_STATUSES = ['individual', 'married', 'separated', 'divorced', 'widowed', 'company'] as const;
export const PROPERTY_USES = ['owner-occupied', 'rented'] as const;
export const EMPLOYMENT_TYPES = ['employed', 'self-employed', 'farmer', 'mixed', 'retired', 'unemployed'] as const;
export const PENSION_ENTITLEMENTS = ['none', 'quarter', 'half', 'three_quarter', 'full'] as const;
export const TAXATION_LEVELS = ['cantonal', 'communal', 'federal'] as const;
export const YES_NO = ['yes', 'no'] as const;

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'optionInvalid' });
const text = (max: number) => textSchema(max);
const requiredText = (max: number, requiredKey: string) => textSchema(max, { required: requiredKey });
/** E.164 allows 15 digits including the country code; '0041…' as typed has two more. */
const MAX_PHONE_DIGITS = 17;

/** ISO calendar date (YYYY-MM-DD) that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { error: 'dateInvalid' });

/**
 * Digits and a leading '+' as typed; formatting characters are stripped before the check (part 2
 * §5). The stored digits come from normalizePhone with the country code, which the service
 * knows even when a save carries only the number.
 */
export const phoneSchema = z
  .string({ error: 'phoneRequired' })
  .transform(phoneAsTyped)
  .pipe(
    z
      .string()
      .refine((s) => phoneDigits(s).length > 0, { error: 'phoneRequired' })
      .refine((s) => phoneDigits(s).length <= MAX_PHONE_DIGITS, { error: 'phoneInvalid' }),
  );

/**
 * Every field a person may change on their own profile. Anything else in a body (id, email,
 * role, statuses, plan) is dropped by the schema: no mass assignment.
 */
export const profileFieldsSchema = z.object({
  firstName: requiredText(100, 'firstNameRequired'),
  lastName: requiredText(100, 'lastNameRequired'),
  phone: phoneSchema,
  countryCode: z.enum(COUNTRY_CODE_VALUES, { error: 'countryCodeInvalid' }),
  agreeToTerms: z.boolean(),
  salutation: option(SALUTATIONS),
  dateOfBirth: isoDateSchema,
  religion: option(RELIGIONS),
  jobName: text(100),
  cantonOfResidence: z.enum(CANTON_SLUGS, { error: 'optionInvalid' }),
  taxAddress: text(40),
  ahvNumber: text(20),
  street: text(200),
  zipCode: text(10),
  city: text(100),
  gemeinde: text(100),
  movedDuringYear: option(YES_NO),
  isFirefighter: z.boolean(),
  housingSituation: option(HOUSING_SITUATIONS),
  maritalStatus: option(MARITAL_STATUSES),
  propertyOwner: z.boolean(),
  numberOfProperties: z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(100, { error: 'numberInvalid' }),
  propertyCountry: text(60),
  propertyUse: option(PROPERTY_USES),
  hasChildren: z.boolean(),
  numberOfChildren: z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(20, { error: 'numberInvalid' }),
  childrenAges: z.array(z.number().int({ error: 'childAgeRange' }).min(0, { error: 'childAgeRange' }).max(18, { error: 'childAgeRange' })).max(20, { error: 'numberInvalid' }),
  hasInvestments: z.boolean(),
  hasForeignIncome: z.boolean(),
  isDisabled: z.boolean(),
  receivesAHVIV: z.boolean(),
  hasTaxIdentificationNumber: z.boolean(),
  hasPowerOfAttorney: z.boolean(),
  employmentType: option(EMPLOYMENT_TYPES),
  paysAlimony: z.boolean(),
  alimonyAmount: z.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(1_000_000, { error: 'numberInvalid' }),
  alimonyDuration: text(50),
  hasPillar3a: z.boolean(),
  hasPension: z.boolean(),
  pensionEntitlement: option(PENSION_ENTITLEMENTS),
  taxationLevel: option(TAXATION_LEVELS),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** PUT /api/user/profile: any subset of the profile fields; each one present must be valid. */
export const profileUpdateBodySchema = profileFieldsSchema.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>;

/** What a profile change is checked against: the stored answers it completes, and today. */
export type ProfileChangeContext = {
  now: Date;
  stored: {
    isTaxProfileComplete: boolean;
    countryCode: string;
    hasChildren: boolean | null;
    numberOfChildren: number | null;
    childrenAges: readonly number[];
  };
};

/**
 * Answers a completed questionnaire stands on (its required fields and the tax number): once
 * it is complete they may change but not become empty.
 */
export const ANSWERS_KEPT_ONCE_COMPLETE: readonly (keyof ProfileFields)[] = [
  ...new Set([...Array.from({ length: WIZARD_STEP_COUNT }, (_, step) => requiredFieldsOfStep(step)).flat(), 'taxAddress' as const]),
];

const E164_MAX_DIGITS = 15;

/**
 * The rules of a profile change that need more than the body: no date of birth after today
 * (Swiss calendar), as many children as ages where the questionnaire asks for ages, no emptied
 * answer once the tax profile is complete, and a phone number that is still a number after its
 * country code and trunk 0 are taken off. Field and reason of each refusal, in form order.
 */
export function profileChangeIssues(update: ProfileUpdate, context: ProfileChangeContext): { field: string; reason: ValidationMessageKey }[] {
  const issues: { field: string; reason: ValidationMessageKey }[] = [];
  if (update.phone !== undefined) {
    const national = normalizePhone(update.phone, update.countryCode ?? context.stored.countryCode);
    if (national.length === 0) issues.push({ field: 'phone', reason: 'phoneRequired' });
    else if (national.length > E164_MAX_DIGITS) issues.push({ field: 'phone', reason: 'phoneInvalid' });
  }
  if (update.dateOfBirth !== undefined && isBirthDateInFuture(update.dateOfBirth, context.now)) {
    issues.push({ field: 'dateOfBirth', reason: 'birthDateInFuture' });
  }
  if (update.hasChildren !== undefined || update.numberOfChildren !== undefined || update.childrenAges !== undefined) {
    const hasChildren = update.hasChildren ?? context.stored.hasChildren;
    const count = update.numberOfChildren ?? context.stored.numberOfChildren ?? 0;
    const ages = update.childrenAges ?? context.stored.childrenAges;
    if (hasChildren === true && count !== ages.length) issues.push({ field: 'numberOfChildren', reason: 'childrenAgesMismatch' });
  }
  if (context.stored.isTaxProfileComplete) {
    for (const field of ANSWERS_KEPT_ONCE_COMPLETE) {
      const value = update[field];
      if (typeof value === 'string' && value.trim() === '') issues.push({ field, reason: 'answerRequired' });
    }
  }
  return issues;
}

/** The profile-save schema with the rules above: the same check for the form and the server. */
export function profileChangeSchema(context: ProfileChangeContext) {
  return profileUpdateBodySchema.superRefine((update, ctx) => {
    for (const issue of profileChangeIssues(update, context)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.reason });
  });
}

/**
 * The personal-profile form (edit and first-time modes): the three required fields, with the
 * phone number as it will be stored (normalizePhone with the chosen country code).
 */
export const personalProfileFormSchema = profileFieldsSchema
  .pick({
    firstName: true,
    lastName: true,
    phone: true,
    countryCode: true,
  })
  .transform((form, ctx) => {
    const phone = normalizePhone(form.phone, form.countryCode);
    if (phone.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneRequired' });
      return z.NEVER;
    }
    return { ...form, phone };
  });
export type PersonalProfileForm = z.infer<typeof personalProfileFormSchema>;

export const taxYearQuerySchema = z.object({
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }).optional(),
});

export const profileUpdateResponseSchema = z.object({ success: z.literal(true), user: userSchema });

export const gtcAcceptBodySchema = z.object({
  accepted: z.literal(true, { error: 'termsRequired' }),
  // The client may send these (spec part 2 §7); the server records its own time and address.
  timestamp: textSchema(100).optional(),
  userAgent: textSchema(500).optional(),
  ipAddress: textSchema(100).optional(),
});
export const gtcAcceptResponseSchema = z.object({ success: z.literal(true), acceptedAt: z.string() });
