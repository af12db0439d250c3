import type { JsonFieldPath } from '../field-encryption';

/**
 * Every personal identifier the app stores, and where: the one list that the data modules
 * encrypt and decrypt by and the start-up re-encryption sweeps by. A new column or field that
 * holds an AHV or tax number, or a bank's account or client number, belongs here.
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
  // Investment entries: the account or depot number, the account's name (banks often name an account by its number), and the
  // statement id and account key a pre-filled entry is found again by (issue 12).
  investments: [
    ['entries', 'description'],
    ['entries', 'reference'],
    ['entries', 'source', 'statementId'],
    ['entries', 'source', 'accountKey'],
  ],
};

/** tax_declarations.content: the export copies the profile's numbers. */
export const DECLARATION_IDENTIFIER_PATHS: readonly JsonFieldPath[] = [
  ['location', 'ahvNumber'],
  ['location', 'taxAddress'],
];

/**
 * document_recognitions.result and .confirmed_result (issue 12): what was read from an uploaded
 * document, as read and as confirmed. One list for both kinds (a path a kind lacks is skipped):
 * the employee's AHV number on a salary certificate; on an e-tax statement the account (or IBAN)
 * numbers and names, the depot numbers and the statement's id, which carries the bank's client
 * number. The employee's name stays readable like every person's name in this database; amounts
 * and dates keep their shape: the expert's case and the tax-efficiency page read those.
 */
export const RECOGNITION_IDENTIFIER_PATHS: readonly JsonFieldPath[] = [
  ['employee', 'ahvNumber'],
  ['id'],
  ['accounts', 'bankAccountNumber'],
  // Banks often name an account by its number ('U12349876 CHF position').
  ['accounts', 'name'],
  ['depots', 'depotNumber'],
];
