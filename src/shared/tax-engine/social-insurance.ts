// An employee's social and pension contributions estimated from the gross salary, for a household
// that knows box 8 of the salary certificate but not boxes 9 and 10. The statutory minimum only:
// a pension fund that insures more (most do) deducts more, so the estimate errs towards a higher
// taxable income. NBU (non-occupational accident insurance) is not estimated: its rate is the
// insurer's and differs by employer (the ESTV calculator assumes about 0.4 %).

/** BVG limits of a year (BVV 2 art. 5, adjusted with the AHV pension). */
export interface PensionYearLimits {
  /** Salaries up to this amount are insured by the BVG minimum (upper limit). */
  maximumSalary: number;
  /** Coordination deduction: the part of the salary the AHV already covers. */
  coordinationDeduction: number;
  /** The coordinated salary is never lower than this. */
  minimumCoordinatedSalary: number;
  /** Below this annual salary the BVG does not apply (entry threshold, BVG art. 2 and 7). */
  entryThreshold: number;
}

export const PENSION_LIMITS: Record<number, PensionYearLimits> = {
  2024: { maximumSalary: 88_200, coordinationDeduction: 25_725, minimumCoordinatedSalary: 3_675, entryThreshold: 22_050 },
  2025: { maximumSalary: 90_720, coordinationDeduction: 26_460, minimumCoordinatedSalary: 3_780, entryThreshold: 22_680 },
  2026: { maximumSalary: 90_720, coordinationDeduction: 26_460, minimumCoordinatedSalary: 3_780, entryThreshold: 22_680 },
};

const KNOWN_YEARS = Object.keys(PENSION_LIMITS).map(Number).sort((a, b) => a - b);

/** The limits of the year, or of the nearest year we know (the tables cover 2024–2026). */
export function pensionLimits(year: number): PensionYearLimits {
  const exact = PENSION_LIMITS[year];
  if (exact) return exact;
  const nearest = year < (KNOWN_YEARS[0] ?? year) ? KNOWN_YEARS[0] : KNOWN_YEARS[KNOWN_YEARS.length - 1];
  return PENSION_LIMITS[nearest ?? 2026] as PensionYearLimits;
}

/** Employee shares: AHV/IV/EO 5.3 % of the whole salary, ALV 1.1 % up to the insured maximum. */
export const AHV_IV_EO_EMPLOYEE_PERCENT = 5.3;
export const ALV_EMPLOYEE_PERCENT = 1.1;
export const ALV_INSURED_MAXIMUM = 148_200;

export function estimateSocialContributions(grossSalary: number): number {
  const gross = Math.max(0, grossSalary);
  return Math.round((gross * AHV_IV_EO_EMPLOYEE_PERCENT) / 100) + Math.round((Math.min(gross, ALV_INSURED_MAXIMUM) * ALV_EMPLOYEE_PERCENT) / 100);
}

/** The BVG age credit in percent of the coordinated salary (BVG art. 16); nothing saved before 25 or after 65. */
export function ageCreditPercent(age: number): number {
  if (age < 25 || age > 65) return 0;
  if (age < 35) return 7;
  if (age < 45) return 10;
  if (age < 55) return 15;
  return 18;
}

/** The credit rate when the age is not known: the 35–44 band. */
const UNKNOWN_AGE = 40;

/** The employee's half of the BVG minimum age credit (the employer pays at least the other half, BVG art. 66). */
export function estimatePensionContributions(year: number, grossSalary: number, age: number | undefined): number {
  const limits = pensionLimits(year);
  const gross = Math.max(0, grossSalary);
  if (gross < limits.entryThreshold) return 0;
  const coordinated = Math.max(limits.minimumCoordinatedSalary, Math.min(gross, limits.maximumSalary) - limits.coordinationDeduction);
  return Math.round((coordinated * ageCreditPercent(age ?? UNKNOWN_AGE)) / 2 / 100);
}
