/**
 * The client's one clock (CONVENTIONS §4). Everything that depends on today's date
 * (tax-year availability, default tax year) reads it here, so tests can move time with
 * the browser's clock instead of sleeping.
 */
export function now(): Date {
  return new Date();
}
