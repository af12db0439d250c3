// The shape of one compiled tax year, as scripts/compile-tax-tables.mjs writes it from the raw
// ESTV exports. Written by hand (not generated) so the types exist before the tables do.

export type TableType = 'ZUERICH' | 'BUND' | 'FLATTAX' | 'FREIBURG' | 'FORMEL';

/** Tariff groups of the ESTV export: LEDIG_ALLEINE, LEDIG_KONKUBINAT, LEDIG_OHNE_KINDER, VERHEIRATET, LEDIG_MIT_KINDER, ALLE. */
export type TariffGroup = 'single' | 'cohabiting' | 'childless' | 'married' | 'singleParent' | 'all';

/**
 * One row: [amount, taxes, percent] (FORMEL adds the formula). What amount means depends on the
 * table type: the width of a bracket (ZUERICH), the income where a bracket starts (BUND, FORMEL)
 * or a point of the rate curve (FREIBURG).
 */
export type TariffRow = [amount: number, taxes: number, percent: number, formula?: string];

export interface Tariff {
  groups: TariffGroup[];
  type: TableType;
  /** Divisor of the income for couples and single parents (0: none). */
  splitting: number;
  rows: TariffRow[];
}

export interface DeductionLimit {
  /** Comma-separated: MAXIMUM, MINIMUM, PERCENT, STANDARDIZED. */
  format: string;
  min: number;
  max: number;
  percent: number;
  amount: number;
}

export type DeductionTable = Record<string, DeductionLimit>;

export interface CantonTables {
  income: Tariff[];
  wealth: Tariff[];
  /** Municipal tariff where the municipality taxes on its own scale (SZ, VS). */
  municipalIncome: Tariff[];
  deductions: { income: DeductionTable; wealth: DeductionTable };
}

/**
 * [bfsId, name, canton, income multipliers: canton, municipality, roman, protestant,
 * christ-catholic; wealth multipliers: the same five], all in percent of the simple tax.
 */
export type MunicipalityRow = [
  bfsId: number,
  name: string,
  canton: string,
  incomeCanton: number,
  incomeMunicipality: number,
  incomeRoman: number,
  incomeProtestant: number,
  incomeChrist: number,
  wealthCanton: number,
  wealthMunicipality: number,
  wealthRoman: number,
  wealthProtestant: number,
  wealthChrist: number,
];

export interface CompiledTaxYear {
  year: number;
  source: string;
  federal: { income: Tariff[]; deductions: DeductionTable };
  cantons: Record<string, CantonTables>;
  municipalities: MunicipalityRow[];
}
