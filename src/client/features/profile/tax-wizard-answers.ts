/**
 * The questionnaire's answers as the wizard holds them while the person types, and the pure
 * steps between them and the API: what each step saves, what keeps a step from being left, and
 * where a returning person continues. The rules themselves come from
 * src/shared/domain/tax-questionnaire.ts; this file only adapts them to the form.
 */
import {
  EMPLOYMENT_TYPES,
  HOUSING_SITUATIONS,
  MARITAL_STATUSES,
  PENSION_ENTITLEMENTS,
  RELIGIONS,
  SALUTATIONS,
  profileFieldsSchema,
  type ProfileFields,
  type ProfileUpdate,
} from '@shared/contract/user';
import type { User } from '@shared/contract/user-answer';
import { AHV_FORMAT, ahvError } from '@shared/domain/ahv';
import { isBirthDateInFuture } from '@shared/domain/birth-dates';
import { COUNTRY_CODE_VALUES, DEFAULT_COUNTRY_CODE, type CountryCode } from '@shared/domain/country-codes';
import { taxIdError, taxIdFormatFor } from '@shared/domain/tax-id-formats';
import {
  TAX_ADDRESS_STEP,
  WIZARD_STEP_COUNT,
  alimonyToggleOff,
  defaultDateOfBirth,
  fillTaxProfileGaps,
  invalidFieldsOfStep,
  isAlimonyVisible,
  missingRequiredFields,
  stepDefaults,
  type QuestionnaireField,
  type QuestionnaireProfile,
} from '@shared/domain/tax-questionnaire';
import { now } from '@client/lib/clock';
import { isoFromSwissDate, swissDateFromIso } from '@client/lib/swiss-date';

export type Salutation = (typeof SALUTATIONS)[number];
export type Religion = (typeof RELIGIONS)[number];
export type HousingSituation = (typeof HOUSING_SITUATIONS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type PensionEntitlement = (typeof PENSION_ENTITLEMENTS)[number];

/** The 12 steps in order; their index is the step number the shared rules use (0-based). */
export const WIZARD_STEPS = [
  'personal',
  'canton',
  'taxAddress',
  'address',
  'moved',
  'firefighter',
  'maritalStatus',
  'realEstate',
  'children',
  'advanced',
  'pensionDisability',
  'employment',
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEP_COUNT - 1;

/** Text fields hold what is typed (the date as DD.MM.YYYY); '' and null mean 'not answered'. */
export type WizardAnswers = {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  religion: Religion | '';
  countryCode: CountryCode;
  phone: string;
  jobName: string;
  cantonOfResidence: string;
  taxAddress: string;
  ahvNumber: string;
  street: string;
  zipCode: string;
  city: string;
  gemeinde: string;
  housingSituation: HousingSituation | '';
  movedDuringYear: 'yes' | 'no' | '';
  isFirefighter: boolean | null;
  maritalStatus: MaritalStatus | '';
  propertyOwner: boolean | null;
  numberOfProperties: number;
  hasChildren: boolean | null;
  numberOfChildren: number;
  childrenAges: number[];
  hasInvestments: boolean | null;
  hasForeignIncome: boolean | null;
  paysAlimony: boolean | null;
  alimonyAmount: string;
  alimonyDuration: string;
  hasPillar3a: boolean | null;
  isDisabled: boolean | null;
  pensionEntitlement: PensionEntitlement | '';
  receivesAHVIV: boolean | null;
  employmentType: EmploymentType | '';
};

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | '' {
  return value && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The stored profile as the wizard's starting answers; the date of birth defaults to 24 years ago. */
export function answersFromUser(user: User, now: Date): WizardAnswers {
  return {
    salutation: oneOf(SALUTATIONS, user.salutation),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: swissDateFromIso(user.dateOfBirth ?? defaultDateOfBirth(now)),
    religion: oneOf(RELIGIONS, user.religion),
    countryCode: (COUNTRY_CODE_VALUES as readonly string[]).includes(user.countryCode) ? (user.countryCode as CountryCode) : DEFAULT_COUNTRY_CODE,
    phone: user.phone ?? '',
    jobName: user.jobName ?? '',
    cantonOfResidence: user.cantonOfResidence ?? '',
    taxAddress: user.taxAddress ?? '',
    ahvNumber: user.ahvNumber ?? '',
    street: user.street ?? '',
    zipCode: user.zipCode ?? '',
    city: user.city ?? '',
    gemeinde: user.gemeinde ?? '',
    housingSituation: oneOf(HOUSING_SITUATIONS, user.housingSituation),
    movedDuringYear: oneOf(['yes', 'no'] as const, user.movedDuringYear),
    isFirefighter: user.isFirefighter,
    maritalStatus: oneOf(MARITAL_STATUSES, user.maritalStatus),
    propertyOwner: user.propertyOwner,
    numberOfProperties: user.numberOfProperties ?? 0,
    hasChildren: user.hasChildren,
    numberOfChildren: user.numberOfChildren ?? user.childrenAges.length,
    childrenAges: [...user.childrenAges],
    hasInvestments: user.hasInvestments,
    hasForeignIncome: user.hasForeignIncome,
    paysAlimony: user.paysAlimony,
    alimonyAmount: user.alimonyAmount ? String(user.alimonyAmount) : '',
    alimonyDuration: user.alimonyDuration ?? '',
    hasPillar3a: user.hasPillar3a,
    isDisabled: user.isDisabled,
    pensionEntitlement: oneOf(PENSION_ENTITLEMENTS, user.pensionEntitlement),
    receivesAHVIV: user.receivesAHVIV,
    employmentType: oneOf(EMPLOYMENT_TYPES, user.employmentType),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The answers in the shape the shared rules read (the date as typed: present when not empty). */
export function questionnaireProfile(a: WizardAnswers): QuestionnaireProfile {
  return {
    salutation: orNull(a.salutation),
    firstName: orNull(a.firstName),
    lastName: orNull(a.lastName),
    dateOfBirth: orNull(a.dateOfBirth),
    religion: orNull(a.religion),
    phone: orNull(a.phone),
    jobName: orNull(a.jobName),
    cantonOfResidence: orNull(a.cantonOfResidence),
    taxAddress: orNull(a.taxAddress),
    ahvNumber: orNull(a.ahvNumber),
    street: orNull(a.street),
    zipCode: orNull(a.zipCode),
    city: orNull(a.city),
    gemeinde: orNull(a.gemeinde),
    movedDuringYear: orNull(a.movedDuringYear),
    isFirefighter: a.isFirefighter,
    housingSituation: orNull(a.housingSituation),
    maritalStatus: orNull(a.maritalStatus),
    propertyOwner: a.propertyOwner,
    hasChildren: a.hasChildren,
    numberOfChildren: a.numberOfChildren,
    childrenAges: a.childrenAges,
    paysAlimony: a.paysAlimony,
    alimonyAmount: parseAmount(a.alimonyAmount),
    alimonyDuration: orNull(a.alimonyDuration),
    employmentType: orNull(a.employmentType),
    pensionEntitlement: orNull(a.pensionEntitlement),
  };
}

/** CHF as typed ("1'200.50", "1200,5") -> number; null when empty or not a number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s'’]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Keeps digits and one decimal separator of at most two places while an amount is typed. */
export function formatAmountAsTyped(text: string): string {
  const cleaned = text.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  const digits = whole.slice(0, 7);
  return rest.length ? `${digits}.${rest.join('').slice(0, 2)}` : digits;
}

// ---------------------------------------------------------------- what a step saves

const STEP_FIELDS: Readonly<Record<WizardStepId, readonly (keyof ProfileFields)[]>> = {
  personal: ['salutation', 'firstName', 'lastName', 'dateOfBirth', 'religion', 'countryCode', 'phone', 'jobName'],
  canton: ['cantonOfResidence'],
  taxAddress: ['cantonOfResidence', 'taxAddress', 'ahvNumber'],
  address: ['street', 'zipCode', 'city', 'gemeinde', 'housingSituation'],
  moved: ['movedDuringYear'],
  firefighter: ['isFirefighter'],
  maritalStatus: ['maritalStatus'],
  realEstate: ['propertyOwner', 'numberOfProperties'],
  children: ['hasChildren', 'numberOfChildren', 'childrenAges'],
  advanced: ['hasInvestments', 'hasForeignIncome', 'paysAlimony', 'alimonyAmount', 'alimonyDuration'],
  pensionDisability: ['hasPillar3a', 'isDisabled', 'pensionEntitlement', 'receivesAHVIV'],
  employment: ['employmentType'],
};

/** The first step that asks for one of these fields (the server's list of missing ones), or null. */
export function firstStepOfFields(fields: readonly string[]): number | null {
  const index = WIZARD_STEPS.findIndex((id) => STEP_FIELDS[id].some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/** The answers as API values; a switch never touched is saved as what it shows: off. */
function apiValues(a: WizardAnswers): Record<keyof ProfileFields, unknown> {
  return {
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    phone: a.phone,
    countryCode: a.countryCode,
    agreeToTerms: undefined,
    salutation: a.salutation,
    dateOfBirth: isoFromSwissDate(a.dateOfBirth) ?? a.dateOfBirth,
    religion: a.religion,
    jobName: a.jobName.trim(),
    cantonOfResidence: a.cantonOfResidence,
    taxAddress: a.taxAddress.trim(),
    ahvNumber: a.ahvNumber.trim(),
    street: a.street.trim(),
    zipCode: a.zipCode.trim(),
    city: a.city.trim(),
    gemeinde: a.gemeinde.trim(),
    movedDuringYear: a.movedDuringYear,
    isFirefighter: a.isFirefighter ?? false,
    housingSituation: a.housingSituation,
    maritalStatus: a.maritalStatus,
    propertyOwner: a.propertyOwner ?? false,
    numberOfProperties: a.propertyOwner ? a.numberOfProperties : 0,
    propertyCountry: undefined,
    propertyUse: undefined,
    hasChildren: a.hasChildren ?? false,
    numberOfChildren: a.numberOfChildren,
    childrenAges: a.childrenAges,
    hasInvestments: a.hasInvestments ?? false,
    hasForeignIncome: a.hasForeignIncome ?? false,
    isDisabled: a.isDisabled ?? false,
    receivesAHVIV: a.receivesAHVIV ?? false,
    hasTaxIdentificationNumber: undefined,
    hasPowerOfAttorney: undefined,
    employmentType: a.employmentType,
    paysAlimony: a.paysAlimony ?? false,
    alimonyAmount: parseAmount(a.alimonyAmount) ?? 0,
    alimonyDuration: a.alimonyDuration.trim(),
    hasPillar3a: a.hasPillar3a ?? false,
    hasPension: undefined,
    pensionEntitlement: a.pensionEntitlement,
    taxationLevel: undefined,
  };
}

/** A value the server would refuse is not sent (it stays in the form): the rest of the step still saves. */
function acceptable(field: keyof ProfileFields, value: unknown, a: WizardAnswers): boolean {
  if (value === undefined) return false;
  if (!profileFieldsSchema.shape[field].safeParse(value).success) return false;
  if (field === 'taxAddress' && value !== '') return taxIdError(String(value), a.cantonOfResidence) === null;
  if (field === 'ahvNumber' && value !== '') return ahvError(String(value)) === null;
  return true;
}

/** The step's own fields the server will take. */
function stepPatch(step: number, a: WizardAnswers): ProfileUpdate {
  const id = WIZARD_STEPS[step];
  if (!id) return {};
  const values = apiValues(a);
  const patch: Record<string, unknown> = {};
  for (const field of STEP_FIELDS[id]) {
    if (acceptable(field, values[field], a)) patch[field] = values[field];
  }
  if (id === 'advanced' && !isAlimonyVisible(questionnaireProfile(a))) {
    delete patch.paysAlimony;
    delete patch.alimonyAmount;
    delete patch.alimonyDuration;
  }
  return patch as ProfileUpdate;
}

/**
 * Leaving a step (Next or Back): the yes/no defaults apply (part 2 §4 'Wizard'), alimony is
 * switched off once it no longer applies (not divorced or separated with children), and the
 * PUT body holds the step's fields plus whatever those rules changed.
 */
export function leaveStep(step: number, a: WizardAnswers): { answers: WizardAnswers; patch: ProfileUpdate } {
  const defaults = stepDefaults(questionnaireProfile(a));
  let answers: WizardAnswers = { ...a, ...defaults };
  const patch: ProfileUpdate = { ...defaults, ...stepPatch(step, answers) };
  if (answers.paysAlimony && !isAlimonyVisible(questionnaireProfile(answers))) {
    const off = alimonyToggleOff();
    answers = { ...answers, paysAlimony: off.paysAlimony, alimonyAmount: '', alimonyDuration: off.alimonyDuration };
    Object.assign(patch, off);
  }
  return { answers, patch };
}

/** What completing adds: every unanswered option gets its default (part 2 §4). */
export function withGapsFilled(a: WizardAnswers): { answers: WizardAnswers; patch: ProfileUpdate } {
  const patch = fillTaxProfileGaps(questionnaireProfile(a));
  return { answers: { ...a, ...patch }, patch };
}

// ---------------------------------------------------------------- what keeps a step from being left

export type StepProblem =
  | { field: QuestionnaireField; kind: 'required' }
  | { field: 'dateOfBirth'; kind: 'dateInvalid' | 'dateInFuture' }
  | { field: 'cantonOfResidence'; kind: 'selectCanton' }
  | { field: 'taxAddress' | 'ahvNumber'; kind: 'invalidFormat'; format: string };

/** In the order of the form; an empty list means the step may be left forward. */
export function stepProblems(step: number, a: WizardAnswers, today: Date = now()): StepProblem[] {
  const profile = questionnaireProfile(a);
  const problems: StepProblem[] = missingRequiredFields(step, profile).map((field) => ({ field, kind: 'required' as const }));
  if (step === 0 && a.dateOfBirth.trim() !== '') {
    const iso = isoFromSwissDate(a.dateOfBirth);
    if (iso === null) problems.push({ field: 'dateOfBirth', kind: 'dateInvalid' });
    // The server's rule (profileChangeIssues), said before the save instead of after it.
    else if (isBirthDateInFuture(iso, today)) problems.push({ field: 'dateOfBirth', kind: 'dateInFuture' });
  }
  if (step === TAX_ADDRESS_STEP) {
    const format = taxIdFormatFor(a.cantonOfResidence);
    for (const field of invalidFieldsOfStep(step, profile)) {
      if (field === 'taxAddress') {
        if (!format) problems.push({ field: 'cantonOfResidence', kind: 'selectCanton' });
        else if (a.taxAddress.trim() === '') problems.push({ field, kind: 'required' });
        else problems.push({ field, kind: 'invalidFormat', format: format.format });
      } else {
        problems.push({ field, kind: 'invalidFormat', format: AHV_FORMAT });
      }
    }
  }
  return problems;
}

/** The three fields step 1 names in its own message (part 2 §5). */
export const STEP_ONE_KEY_FIELDS: readonly QuestionnaireField[] = ['firstName', 'lastName', 'phone'];

export function missesStepOneKeyFields(problems: readonly StepProblem[]): boolean {
  return problems.some((p) => p.kind === 'required' && STEP_ONE_KEY_FIELDS.includes(p.field));
}

/** The first step that cannot be left yet, or null when every step passes. */
export function firstStepWithProblems(a: WizardAnswers): number | null {
  for (let step = 0; step < WIZARD_STEP_COUNT; step += 1) {
    if (stepProblems(step, a).length > 0) return step;
  }
  return null;
}

/**
 * Where the wizard opens: a returning person continues at the first step still missing an
 * answer; with nothing missing (or the questionnaire completed) it starts at step 1.
 */
export function startStep(a: WizardAnswers, isTaxProfileComplete: boolean): number {
  if (isTaxProfileComplete) return 0;
  return firstStepWithProblems(a) ?? 0;
}
