import { z } from 'zod';
import {
  isGrossEstimate,
  MAX_CHILDREN,
  TAX_CONFESSIONS,
  TAX_RELATIONSHIPS,
  type MunicipalityMatch,
  type TaxEstimate,
  type TaxEstimateRequest,
} from '@shared/contract/tax-calculator';
import { TAX_TABLE_YEARS_NEWEST_FIRST } from '@shared/tax-engine/tax-table-years';
import { parseChfToRappen } from '@client/lib/chf-amount';

/** The years the ESTV tables cover; the newest first, as a person looks for this year's taxes. */
export const CALCULATOR_TAX_YEARS = TAX_TABLE_YEARS_NEWEST_FIRST;

/** 'taxable': the figures of a tax assessment; 'gross': the salary certificate's gross pay, the server deducts. */
export const CALCULATOR_MODES = ['taxable', 'gross'] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];

export type CalculatorMunicipality = Pick<MunicipalityMatch, 'bfsId' | 'name' | 'canton'>;

/**
 * Whole francs of an amount as typed in de-CH ("85'000", '85’000.50'): empty is null, anything
 * that is no amount NaN. Rappen are dropped, as the tax tables count whole francs.
 */
export function francsOf(text: string): number | null {
  const rappen = parseChfToRappen(text);
  if (rappen === null || Number.isNaN(rappen)) return rappen;
  return Math.floor(rappen / 100);
}

/** The amount fields each mode shows; only these are read and checked. */
const AMOUNT_FIELDS = {
  taxable: ['taxableIncomeCanton', 'taxableIncomeFederal', 'wealth'],
  gross: ['grossIncome', 'spouseGrossIncome', 'wealth'],
} as const;
type AmountField = (typeof AMOUNT_FIELDS)[CalculatorMode][number];

function shownAmountFields(values: { mode: CalculatorMode; relationship: string }): readonly AmountField[] {
  const fields = AMOUNT_FIELDS[values.mode];
  return values.relationship === 'married' ? fields : fields.filter((field) => field !== 'spouseGrossIncome');
}

/**
 * The calculator's fields as the person fills them (amounts as text). Messages are keys of the
 * `formErrors` texts of the taxCalculator namespace.
 */
export const calculatorFormSchema = z
  .object({
    municipality: z.custom<CalculatorMunicipality | null>(),
    taxYear: z.enum(CALCULATOR_TAX_YEARS.map(String) as [string, ...string[]]),
    relationship: z.enum(TAX_RELATIONSHIPS),
    children: z.number().int().min(0).max(MAX_CHILDREN, { error: 'childrenInvalid' }),
    confession: z.enum(TAX_CONFESSIONS),
    mode: z.enum(CALCULATOR_MODES),
    taxableIncomeCanton: z.string(),
    taxableIncomeFederal: z.string(),
    grossIncome: z.string(),
    spouseGrossIncome: z.string(),
    wealth: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.municipality) context.addIssue({ code: 'custom', path: ['municipality'], message: 'municipalityRequired' });
    for (const field of shownAmountFields(values)) {
      if (Number.isNaN(francsOf(values[field]))) context.addIssue({ code: 'custom', path: [field], message: 'amountInvalid' });
    }
    const required = values.mode === 'taxable' ? 'taxableIncomeCanton' : 'grossIncome';
    if (values[required].trim() === '') context.addIssue({ code: 'custom', path: [required], message: 'incomeRequired' });
  });

export type CalculatorFormValues = z.input<typeof calculatorFormSchema>;

export const CALCULATOR_DEFAULTS: CalculatorFormValues = {
  municipality: null,
  taxYear: String(CALCULATOR_TAX_YEARS[0]),
  relationship: 'single',
  children: 0,
  confession: 'none',
  mode: 'taxable',
  taxableIncomeCanton: '',
  taxableIncomeFederal: '',
  grossIncome: '',
  spouseGrossIncome: '',
  wealth: '',
};

/**
 * The estimate request of the fields, or null while they do not make one yet (no municipality,
 * no income, an amount that is no amount).
 *
 * Taxable figures: an empty federal income is the cantonal one, since most people know a single
 * taxable income and the two differ only by a few deductions. Gross figures: employees with a
 * pension fund, as most salaried people are; the server estimates their contributions and takes
 * the flat deductions, as the ESTV calculator does. A married couple's second salary makes a
 * second earner.
 */
export function estimateBodyOf(values: CalculatorFormValues): TaxEstimateRequest | null {
  if (!calculatorFormSchema.safeParse(values).success || !values.municipality) return null;
  const household = {
    taxYear: Number(values.taxYear),
    bfsId: values.municipality.bfsId,
    relationship: values.relationship,
    children: values.children,
    confession: values.confession,
  };
  const wealth = francsOf(values.wealth) ?? 0;
  if (values.mode === 'gross') {
    const spouse = values.relationship === 'married' ? (francsOf(values.spouseGrossIncome) ?? 0) : 0;
    const salaries = [francsOf(values.grossIncome) ?? 0, ...(spouse > 0 ? [spouse] : [])];
    return { ...household, earners: salaries.map((grossIncome) => ({ kind: 'employee' as const, grossIncome, hasPensionFund: true })), wealth };
  }
  const incomeCanton = francsOf(values.taxableIncomeCanton) ?? 0;
  return {
    ...household,
    taxableIncomeCanton: incomeCanton,
    taxableIncomeFederal: francsOf(values.taxableIncomeFederal) ?? incomeCanton,
    taxableWealth: wealth,
  };
}

/** The taxable figures an estimate rests on. */
export type TaxableFigures = { incomeCanton: number; incomeFederal: number; wealth: number };

/** As typed (taxable figures) or as the server derived them from the gross pay. */
export function taxableFiguresOf(request: TaxEstimateRequest, estimate: TaxEstimate): TaxableFigures {
  if (!isGrossEstimate(request)) {
    return { incomeCanton: request.taxableIncomeCanton, incomeFederal: request.taxableIncomeFederal, wealth: request.taxableWealth };
  }
  return { incomeCanton: estimate.taxableIncomeCanton ?? 0, incomeFederal: estimate.taxableIncomeFederal ?? 0, wealth: estimate.taxableWealth ?? 0 };
}
