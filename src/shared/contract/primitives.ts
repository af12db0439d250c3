import { z } from 'zod';

/**
 * The building blocks every contract file takes its text and id fields from, so that odd input
 * is refused the same way everywhere (issue 9, finding 2): a NUL byte that reaches PostgreSQL
 * fails the query (a 500 whose log would quote the row), an id above the 32-bit range fails
 * the `integer` column, and text without a length limit fills rows and logs. Each of these is
 * a 400 with a translated message key instead.
 */

/** The largest value of a PostgreSQL `integer` (serial ids, foreign keys). */
export const MAX_ID = 2_147_483_647;

// C0 and C1 control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// The same without line feed and tab, which a message or a note may hold.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one (by code
// unit, hence no `u` flag; no look-behind, which older Safari lacks).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * No control characters, and no lone UTF-16 surrogates (half an emoji, which no encoder can
 * write as UTF-8 without silently replacing it).
 */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  const forbidden = options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return !forbidden.test(value) && !LONE_SURROGATE.test(value);
}

type TextOptions = {
  /** Allows line feeds and tabs (messages, notes); every other control character is refused. */
  multiline?: boolean;
  /** Refuses the empty (or blank) text with this message key. */
  required?: string;
};

/**
 * A trimmed text of at most `max` characters without control characters. The length is checked
 * on what the person typed before trimming too, so a megabyte of spaces is refused rather than
 * trimmed. The message keys are those of the client's `validation` namespace.
 */
export function textSchema(max: number, options: TextOptions = {}) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    // Generous room for surrounding blanks; the real limit applies after trimming.
    .max(max + 1000, { error: 'textTooLong' })
    .refine((value) => isCleanText(value, { multiline: options.multiline }), { error: 'textControlCharacters', abort: true })
    .trim()
    .max(max, { error: 'textTooLong' });
  return options.required ? base.min(1, { error: options.required }) : base;
}

/** A text of several lines (messages, notes): line feeds and tabs are allowed. */
export const multilineTextSchema = (max: number, options: Omit<TextOptions, 'multiline'> = {}) => textSchema(max, { ...options, multiline: true });

/**
 * A database id (or any other positive 32-bit integer): a JSON number, or the decimal digits of a
 * path, query or form field. '1e3', '0x10', '1.0', '-1', ' 1' and anything above 2147483647 are
 * refused rather than coerced.
 */
export function idSchema(error = 'numberInvalid') {
  return z
    .union([z.number({ error }), z.string({ error }).regex(/^[0-9]{1,10}$/, { error }).transform(Number)], { error })
    .pipe(z.number({ error }).int({ error }).min(1, { error }).max(MAX_ID, { error }));
}

/** A tax year: a JSON number, or the four digits of a path, query or form field. */
export const taxYearSchema = z
  .union([z.number({ error: 'taxYearInvalid' }), z.string({ error: 'taxYearInvalid' }).regex(/^[0-9]{4}$/, { error: 'taxYearInvalid' }).transform(Number)], { error: 'taxYearInvalid' })
  .pipe(z.number().int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }));
