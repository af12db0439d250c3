import type { JsonFieldPath } from '../field-encryption';

/**
 * Every personal identifier the app stores, and where: the one list that the data modules
 * encrypt and decrypt by and the start-up re-encryption sweeps by. A new column or field that
 * holds an AHV or tax number belongs here.
 */

/** users: the AHV number and the tax number (the API calls it taxAddress). */
export const ENCRYPTED_USER_FIELDS = ['ahvNumber', 'taxAddress'] as const;

/**
 * advanced_tax_sections.data, per section; the rest of a section keeps its shape. Children carry
 * no number today; theirs are listed so a number the form may ask one day is not stored in plain
 * by mistake.
 */
export const SECTION_IDENTIFIER_PATHS: Readonly<Record<string, readonly JsonFieldPath[]>> = {
  authorization: [['tinNumber'], ['ahvNumber']],
  spouse: [['ahvNumber'], ['taxId']],
  children: [['ahvNumber'], ['taxId']],
};

/** tax_declarations.content: the export copies the profile's numbers. */
export const DECLARATION_IDENTIFIER_PATHS: readonly JsonFieldPath[] = [
  ['location', 'ahvNumber'],
  ['location', 'taxAddress'],
];

