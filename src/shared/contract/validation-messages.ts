/**
 * Validation messages are carried as keys inside zod schemas so the client can translate
 * them (locale namespace `validation`) while the server answers the English text below.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  codeRequired: 'Code is required',
  codeInvalid: 'The code has exactly 6 digits',
  firstNameRequired: 'First name is required for proper folder naming',
  lastNameRequired: 'Last name is required for proper folder naming',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  countryCodeInvalid: 'Please choose a country code from the list',
  planInvalid: 'Plan must be basic or premium',
  textTooLong: 'This text is too long',
  textControlCharacters: 'This text contains characters that are not allowed (control characters)',
  messageEmpty: 'Message cannot be empty',
  childAgeRange: 'Child age must be between 0 and 18',
  dateInvalid: 'Please enter a valid date',
  optionInvalid: 'Please choose one of the offered options',
  numberInvalid: 'Please enter a valid number',
  taxYearInvalid: 'Please choose a valid tax year',
  statusInvalid: 'Please choose a valid tax status',
  termsRequired: 'Please accept the terms to continue',
  addressQueryTooShort: 'Type at least 3 characters to search for an address',
  municipalityQueryEmpty: 'Type the name or the postal code of a municipality',
  earnersInvalid: 'Enter the figures of one earner, or of two for a married couple',
  cantonRequired: 'Missing info: select canton',
  taxNumberFormat: 'Invalid format: the tax number does not match the format of the canton',
  ahvInvalid: 'Invalid format. Expected: 756.XXXX.XXXX.XX',
  powerOfAttorneyRequired: 'Power of Attorney Required – Please accept the Power of Attorney to continue.',
  childFirstNameRequired: 'Please enter the first name of the child',
  birthDateInFuture: 'The birth date cannot be in the future',
  amountInvalid: 'Please enter an amount in CHF of zero or more (at most 2 decimals)',
  ageInvalid: 'Please enter an age between 0 and 120',
  sectionInvalid: 'Unknown tax section',
  userIdInvalid: 'Invalid User ID – Please enter a valid numeric user ID',
  childrenAgesMismatch: 'The number of children must match the number of ages given',
  answerRequired: 'This answer is needed for the completed tax profile: it can be changed but not left empty',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessageText(keyOrText: string): string {
  return (VALIDATION_MESSAGES as Record<string, string>)[keyOrText] ?? keyOrText;
}

/** The reason a VALIDATION_ERROR carries in its params: a known key, else 'invalid' (never free text). */
export function validationReason(keyOrText: string): ValidationMessageKey | 'invalid' {
  return Object.hasOwn(VALIDATION_MESSAGES, keyOrText) ? (keyOrText as ValidationMessageKey) : 'invalid';
}
