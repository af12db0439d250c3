/**
 * The pure rules of the 12-step tax questionnaire (spec part 2 §2 'Tax wizard', §4 'Wizard',
 * 'Children', §5, §9): required fields per step, the defaults applied on leaving a step and
 * after a save, the children and alimony rules, pension bands, and whether the answers are
 * complete enough to finish. The client uses them to guide; the server uses the same ones to
 * refuse a completion that is not really complete.
 */
import type { User } from '../contract/user-answer';
import { ahvError } from './ahv';
import { taxIdError } from './tax-id-formats';
import { madeOnFirstUse } from './made-on-first-use';

export type QuestionnaireProfile = Partial<
  Pick<
    User,
    | 'salutation'
    | 'firstName'
    | 'lastName'
    | 'dateOfBirth'
    | 'religion'
    | 'phone'
    | 'jobName'
    | 'cantonOfResidence'
    | 'taxAddress'
    | 'ahvNumber'
    | 'street'
    | 'zipCode'
    | 'city'
    | 'gemeinde'
    | 'movedDuringYear'
    | 'isFirefighter'
    | 'housingSituation'
    | 'maritalStatus'
    | 'propertyOwner'
    | 'hasChildren'
    | 'numberOfChildren'
    | 'childrenAges'
    | 'paysAlimony'
    | 'alimonyAmount'
    | 'alimonyDuration'
    | 'employmentType'
    | 'pensionEntitlement'
  >
>;

export type QuestionnaireField = keyof QuestionnaireProfile;

export const WIZARD_STEP_COUNT = 12;

// ---------------------------------------------------------------- children

export const DEFAULT_CHILD_AGE = 7;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 18;
/** The profile API takes at most 20 children; the stepper stops there instead of failing on save. */
export const MAX_CHILDREN = 20;

export type ChildrenAnswer = { hasChildren: boolean; numberOfChildren: number; childrenAges: number[] };

/** Turning children on starts with one child aged 7; turning it off forgets count and ages. */
export function childrenToggle(on: boolean): ChildrenAnswer {
  return on
    ? { hasChildren: true, numberOfChildren: 1, childrenAges: [DEFAULT_CHILD_AGE] }
    : { hasChildren: false, numberOfChildren: 0, childrenAges: [] };
}

/** Plus: one more child, aged 7. */
export function addChild(ages: readonly number[]): number[] {
  if (ages.length >= MAX_CHILDREN) return [...ages];
  return [...ages, DEFAULT_CHILD_AGE];
}

/** Minus: drops the last child, but never the only one (the toggle removes that). */
export function removeChild(ages: readonly number[]): number[] {
  return ages.length > 1 ? ages.slice(0, -1) : [...ages];
}

/** Age inputs accept digits only, clamp to 0..18, and read an empty field as 0. */
export function clampChildAge(input: string | number): number {
  let age: number;
  if (typeof input === 'number') {
    age = Number.isFinite(input) ? Math.trunc(input) : 0;
  } else {
    const digits = input.replace(/\D+/g, '');
    age = digits === '' ? 0 : Number(digits);
  }
  return Math.min(MAX_CHILD_AGE, Math.max(MIN_CHILD_AGE, age));
}

// ---------------------------------------------------------------- alimony

/** Alimony is asked only of people divorced or separated who have children. */
export function isAlimonyVisible(profile: Pick<QuestionnaireProfile, 'maritalStatus' | 'hasChildren'>): boolean {
  return (profile.maritalStatus === 'divorced' || profile.maritalStatus === 'separated') && profile.hasChildren === true;
}

/**
 * Turning alimony off clears amount and duration. 'Cleared' is 0 and '' rather than null so the
 * patch passes the profile-save schema as it stands.
 */
export function alimonyToggleOff(): { paysAlimony: false; alimonyAmount: number; alimonyDuration: string } {
  return { paysAlimony: false, alimonyAmount: 0, alimonyDuration: '' };
}

// ---------------------------------------------------------------- disability

export type PensionBand = 'none' | 'quarter' | 'half' | 'three_quarter' | 'full';

/** IV pension entitlement by degree of disability in percent (part 2 §9). */
export function pensionBand(percent: number | null | undefined): PensionBand {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 40) return 'none';
  if (percent < 50) return 'quarter';
  if (percent < 60) return 'half';
  if (percent < 70) return 'three_quarter';
  return 'full';
}

// ---------------------------------------------------------------- defaults

const AGE_OF_DEFAULT_BIRTH_DATE = 24;

// Built once: the questionnaire asks for the default on every render, and a time-zone formatter
// costs tens of milliseconds to build on a slow phone (issue 10).
const swissDayParts = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: 'numeric', day: 'numeric' }));

/** Today minus 24 years in Swiss local time, as ISO YYYY-MM-DD (29 February becomes 28 February). */
export function defaultDateOfBirth(now: Date): string {
  const parts = swissDayParts().formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year') - AGE_OF_DEFAULT_BIRTH_DATE;
  const month = part('month');
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(part('day'), lastDayOfMonth);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type StepDefaults = { movedDuringYear?: 'no'; propertyOwner?: false; hasChildren?: false };

/**
 * Applied when the user leaves any step: the three yes/no answers default to 'no' when still
 * unset, so skipping past a toggle is an answer. Returns only the fields to set.
 */
export function stepDefaults(profile: Pick<QuestionnaireProfile, 'movedDuringYear' | 'propertyOwner' | 'hasChildren'>): StepDefaults {
  const patch: StepDefaults = {};
  if (!profile.movedDuringYear) patch.movedDuringYear = 'no';
  if (typeof profile.propertyOwner !== 'boolean') patch.propertyOwner = false;
  if (typeof profile.hasChildren !== 'boolean') patch.hasChildren = false;
  return patch;
}

export const TAX_PROFILE_GAP_DEFAULTS = {
  salutation: 'mr',
  religion: 'none',
  housingSituation: 'renter',
  maritalStatus: 'individual',
  employmentType: 'employed',
  pensionEntitlement: 'none',
} as const;

export type TaxProfileGaps = Partial<{ -readonly [K in keyof typeof TAX_PROFILE_GAP_DEFAULTS]: (typeof TAX_PROFILE_GAP_DEFAULTS)[K] }>;

/**
 * After a tax-profile save, unanswered options get their defaults (part 2 §4 'Wizard').
 * Returns only the fields to write, so an answer already given is never overwritten.
 */
export function fillTaxProfileGaps(profile: Pick<QuestionnaireProfile, keyof typeof TAX_PROFILE_GAP_DEFAULTS>): TaxProfileGaps {
  const patch: Record<string, string> = {};
  for (const [field, value] of Object.entries(TAX_PROFILE_GAP_DEFAULTS)) {
    if (!isPresent(profile[field as keyof typeof TAX_PROFILE_GAP_DEFAULTS])) patch[field] = value;
  }
  return patch as TaxProfileGaps;
}

// ---------------------------------------------------------------- validation

const REQUIRED_FIELDS_BY_STEP: Readonly<Record<number, readonly QuestionnaireField[]>> = {
  0: ['salutation', 'lastName', 'firstName', 'dateOfBirth', 'religion', 'phone', 'jobName'],
  1: ['cantonOfResidence'],
  3: ['street', 'zipCode', 'city', 'gemeinde'],
  6: ['maritalStatus'],
  11: ['employmentType'],
};

/** The step whose fields are checked against the canton's tax-ID format and the AHV check digit. */
export const TAX_ADDRESS_STEP = 2;

/** Required fields of a step (0-based, as the wizard counts); steps not listed in §5 have none. */
export function requiredFieldsOfStep(stepIndex: number): readonly QuestionnaireField[] {
  return REQUIRED_FIELDS_BY_STEP[stepIndex] ?? [];
}

function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/** The step's required fields still empty, in the order of the form (the first one is named in the message). */
export function missingRequiredFields(stepIndex: number, profile: QuestionnaireProfile): QuestionnaireField[] {
  return requiredFieldsOfStep(stepIndex).filter((field) => !isPresent(profile[field]));
}

/**
 * Fields of a step that are filled but wrong. Only the tax-address step has such checks: the tax
 * number must fit the canton's format (it is required, part 2 §2), the AHV number is optional
 * but must pass its check digit when given. Use taxIdError / ahvError for the messages.
 */
export function invalidFieldsOfStep(stepIndex: number, profile: QuestionnaireProfile): ('taxAddress' | 'ahvNumber')[] {
  if (stepIndex !== TAX_ADDRESS_STEP) return [];
  const invalid: ('taxAddress' | 'ahvNumber')[] = [];
  if (taxIdError(profile.taxAddress, profile.cantonOfResidence) !== null) invalid.push('taxAddress');
  if (isPresent(profile.ahvNumber) && ahvError(profile.ahvNumber) !== null) invalid.push('ahvNumber');
  return invalid;
}

/**
 * Every field that still keeps the questionnaire from completing, in step order: required
 * fields missing, a tax number that does not fit the canton, an AHV number that fails its check
 * digit. The one completeness check: the server's 1→2 step and the declaration use it.
 */
export function fieldsBlockingCompletion(profile: QuestionnaireProfile): string[] {
  const blocking: string[] = [];
  for (let step = 0; step < WIZARD_STEP_COUNT; step += 1) {
    blocking.push(...missingRequiredFields(step, profile), ...invalidFieldsOfStep(step, profile));
  }
  return [...new Set(blocking)];
}
