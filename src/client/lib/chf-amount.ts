/**
 * Amounts in CHF as a person in Switzerland types them, and as the API carries them (integer
 * Rappen, CHF × 100). Pure functions, shared by every form with a money field.
 *
 * Accepted: '1250', '1’250.50', "1'250.5", '1 250', '1250,50', '1250.–', 'CHF 1’250', '.5'.
 * Refused (the caller shows `amountInvalid`): negative amounts, more than two decimals, letters,
 * and '1.250' or '1,250', which could be a thousands separator or a decimal point.
 */

/** Largest amount the API accepts: CHF 100 million. */
export const MAX_AMOUNT_RAPPEN = 10_000_000_000;

/** Apostrophes (typed or de-CH) and spaces (also the non-breaking ones) group thousands. */
const GROUPING = /['’‘ʼ\s\u00a0\u202f]/g;
const AMOUNT = /^(\d*)(?:[.,](\d{0,2}))?$/;

/**
 * Text -> Rappen. Empty text is `null` (amount not known); text that is no amount is `NaN`,
 * which the shared schemas refuse with `amountInvalid`.
 */
export function parseChfToRappen(text: string): number | null {
  let rest = text.trim();
  if (rest === '') return null;
  rest = rest.replace(/^(chf|fr\.)/i, '').replace(/chf$/i, '');
  rest = rest.replace(/[.,][-–—]$/, ''); // '1250.–'
  rest = rest.replace(GROUPING, '');
  const match = AMOUNT.exec(rest);
  if (!match) return Number.NaN;
  const whole = match[1] ?? '';
  const cents = match[2] ?? '';
  if (whole === '' && cents === '') return Number.NaN;
  const francs = whole.replace(/^0+(?=\d)/, '');
  if (francs.length > 9) return Number.NaN; // above CHF 999 million: no integer overflow, and too large anyway
  const rappen = Number(francs || '0') * 100 + Number(cents.padEnd(2, '0'));
  return rappen > MAX_AMOUNT_RAPPEN ? Number.NaN : rappen;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '’');
}

/** Rappen -> text for an input: '1’250' for whole francs, '1’250.50' otherwise, '' for null. */
export function formatRappenForInput(rappen: number | null | undefined): string {
  if (rappen === null || rappen === undefined || !Number.isFinite(rappen)) return '';
  const value = Math.round(Math.abs(rappen));
  const francs = groupThousands(String(Math.floor(value / 100)));
  const cents = value % 100;
  return `${rappen < 0 ? '-' : ''}${francs}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** Rappen -> display text in de-CH style: 'CHF 1’250.50', 'CHF 0.00'. */
export function formatRappenAsChf(rappen: number): string {
  const value = Math.round(Math.abs(rappen));
  const francs = groupThousands(String(Math.floor(value / 100)));
  return `CHF ${rappen < 0 ? '-' : ''}${francs}.${String(value % 100).padStart(2, '0')}`;
}

/**
 * The text the person typed, tidied once they leave the field ('1250.5' -> '1’250.50'); text
 * that is no amount stays as typed so it can be corrected.
 */
export function tidyChfInput(text: string): string {
  const rappen = parseChfToRappen(text);
  return rappen === null || Number.isNaN(rappen) ? text : formatRappenForInput(rappen);
}
