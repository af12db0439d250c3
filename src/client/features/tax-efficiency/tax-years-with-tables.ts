import { defaultTaxYear } from '@shared/domain/tax-years';
import { isTaxTableYear, NEWEST_TAX_TABLE_YEAR, TAX_TABLE_YEARS_NEWEST_FIRST } from '@shared/tax-engine/tax-table-years';

/** The years with ESTV tables, newest first. */
export const TAX_EFFICIENCY_YEARS = TAX_TABLE_YEARS_NEWEST_FIRST;

export const hasTaxTables = isTaxTableYear;

/** The year open for filing when it has tables, else the newest year that has. */
export function initialTaxEfficiencyYear(now: Date): number {
  const year = defaultTaxYear(now);
  return hasTaxTables(year) ? year : NEWEST_TAX_TABLE_YEAR;
}
