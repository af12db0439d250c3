/** Dates and amounts in Swiss formats (de-CH), whatever the interface language. */
const dateFormat = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const chfFormat = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 });

export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** Whole francs, e.g. 'CHF 1’299'. */
export function formatChf(amount: number): string {
  return chfFormat.format(amount);
}
