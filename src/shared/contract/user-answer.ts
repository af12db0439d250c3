// The person as GET /api/user answers (and the sign-in and expert answers that include it). A
// module of its own, apart from the profile's request rules in user.ts: the first screens (home,
// the sign-in) check this answer while they load, and building the profile's request schemas as
// well took 7 of 11 ms of building user.ts on a desktop, four times that on a phone (issue 10).
import { z } from 'zod';
import { TAX_STATUS_KEYS } from '../domain/tax-status';

export const ROLES = ['user', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const nullableText = z.string().nullable();
const nullableBool = z.boolean().nullable();
const nullableNumber = z.number().nullable();

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  phone: nullableText,
  countryCode: z.string(),
  subscriptionPlan: z.enum(['none', 'basic', 'premium']),
  agreeToTerms: z.boolean(),
  isProfileComplete: z.boolean(),
  isTaxProfileComplete: z.boolean(),
  taxYear: z.number(),
  taxStatus: z.enum(TAX_STATUS_KEYS),
  taxYearStatuses: z.array(z.object({ taxYear: z.number(), status: z.enum(TAX_STATUS_KEYS) })),
  salutation: nullableText,
  dateOfBirth: nullableText,
  religion: nullableText,
  jobName: nullableText,
  cantonOfResidence: nullableText,
  taxAddress: nullableText,
  ahvNumber: nullableText,
  street: nullableText,
  zipCode: nullableText,
  city: nullableText,
  gemeinde: nullableText,
  movedDuringYear: nullableText,
  isFirefighter: nullableBool,
  housingSituation: nullableText,
  maritalStatus: nullableText,
  propertyOwner: nullableBool,
  numberOfProperties: nullableNumber,
  propertyCountry: nullableText,
  propertyUse: nullableText,
  hasChildren: nullableBool,
  numberOfChildren: nullableNumber,
  childrenAges: z.array(z.number()),
  hasInvestments: nullableBool,
  hasForeignIncome: nullableBool,
  isDisabled: nullableBool,
  receivesAHVIV: nullableBool,
  hasTaxIdentificationNumber: nullableBool,
  hasPowerOfAttorney: nullableBool,
  employmentType: nullableText,
  paysAlimony: nullableBool,
  alimonyAmount: nullableNumber,
  alimonyDuration: nullableText,
  hasPillar3a: nullableBool,
  hasPension: nullableBool,
  pensionEntitlement: nullableText,
  taxationLevel: nullableText,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
