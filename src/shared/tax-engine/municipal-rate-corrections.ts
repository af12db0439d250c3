// Municipal multipliers the official calculator applies where the ESTV export carries another
// one. Not fitted: each entry is the multiplier the official calculator itself uses for that
// municipality and year, read off its results, where the export is known to be out of date.
import type { MunicipalityRow } from './tax-tables';

interface MunicipalRateCorrection {
  bfsId: number;
  name: string;
  /** The municipal multiplier (percent) the export carries; the correction applies only while it still does. */
  exported: number;
  /** The municipal multiplier (percent) of the official calculator, for income and wealth. */
  official: number;
  evidence: string;
}

/**
 * The 2026 export repeats the 2025 multipliers of every municipality of SO and TG (and of
 * FR, BS, BL, SG, TI, VD, NE, GE, JU, BE: not one of them changes from 2025 to 2026, while
 * 2024 → 2025 changed many), so municipalities that changed their rate for 2026 are wrong in
 * it. Where the official 2026 calculator shows another rate, it wins. Both cantons levy one
 * municipal rate on the income and the wealth of natural persons (the export gives the same
 * figure for both), so the correction applies to both.
 */
const CORRECTIONS: Record<number, MunicipalRateCorrection[]> = {
  2026: [
    // ESTV calculator, 2026: Solothurn's municipal tax is 112 % of the simple tax in all 12
    // development cases (e.g. single, 50,000: canton 3,215 at 104 %, municipality 3,462).
    { bfsId: 2601, name: 'Solothurn', exported: 107, official: 112, evidence: 'ESTV calculator 2026, 12 development cases' },
    // ESTV calculator, 2026: Frauenfeld's municipal tax (Politische Gemeinde and school
    // communities together) is 142 % in all 12 development cases (single, 50,000: canton 2,371
    // at 109 %, municipality 3,089).
    { bfsId: 4566, name: 'Frauenfeld', exported: 144, official: 142, evidence: 'ESTV calculator 2026, 12 development cases' },
  ],
};

const MUNICIPALITY_INCOME_RATE = 4;
const MUNICIPALITY_WEALTH_RATE = 9;

/** The municipalities of one year with the known corrections applied (new rows, input untouched). */
export function correctMunicipalRates(year: number, municipalities: MunicipalityRow[]): MunicipalityRow[] {
  const corrections = CORRECTIONS[year];
  if (!corrections) return municipalities;
  const byId = new Map(corrections.map((c) => [c.bfsId, c]));
  return municipalities.map((row) => {
    const correction = byId.get(row[0]);
    if (!correction || row[MUNICIPALITY_INCOME_RATE] !== correction.exported) return row;
    const corrected = [...row] as MunicipalityRow;
    corrected[MUNICIPALITY_INCOME_RATE] = correction.official;
    if (row[MUNICIPALITY_WEALTH_RATE] === correction.exported) corrected[MUNICIPALITY_WEALTH_RATE] = correction.official;
    return corrected;
  });
}
