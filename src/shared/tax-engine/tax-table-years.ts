/**
 * The years whose ESTV tables ship with the app (server/features/tax-calculator/estv/<year>/).
 * One list for the server, which loads them, and the client, whose year selects offer them.
 */
export const TAX_TABLE_YEARS = [2024, 2025, 2026] as const;
export type TaxTableYear = (typeof TAX_TABLE_YEARS)[number];

export const NEWEST_TAX_TABLE_YEAR: TaxTableYear = TAX_TABLE_YEARS[TAX_TABLE_YEARS.length - 1]!;

/** Newest first, as the year selects show them. */
export const TAX_TABLE_YEARS_NEWEST_FIRST = [...TAX_TABLE_YEARS].reverse() as readonly TaxTableYear[];

export function isTaxTableYear(year: number): year is TaxTableYear {
  return (TAX_TABLE_YEARS as readonly number[]).includes(year);
}
