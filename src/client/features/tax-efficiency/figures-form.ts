import { EARNER_KINDS, taxEfficiencyFiguresSchema, type EfficiencyEarner, type TaxEfficiencyFigures, type TaxEfficiencyResponse } from '@shared/contract/tax-efficiency';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/**
 * The tax-efficiency form as typed (amounts as text: "85'000", '85 000.–') and the figures the
 * API stores (whole francs). Pure, so the page and its tests share one reading of the inputs.
 */

export type EarnerKind = (typeof EARNER_KINDS)[number];
export type Household = TaxEfficiencyResponse['household'];

export type EarnerValues = {
  kind: EarnerKind;
  grossIncome: string;
  socialContributions: string;
  pensionContributions: string;
  hasPensionFund: boolean;
  pillar3a: string;
  commuting: string;
  professionalCosts: string;
};

export type FiguresFormValues = {
  earners: EarnerValues[];
  otherIncome: string;
  wealth: string;
  insurancePremiums: string;
  childcare: string;
  donations: string;
  debtInterest: string;
  healthCosts: string;
  prepaidTaxes: string;
};

export type EarnerAmountName = 'grossIncome' | 'socialContributions' | 'pensionContributions' | 'pillar3a' | 'commuting' | 'professionalCosts';
export type HouseholdAmountName = Exclude<keyof FiguresFormValues, 'earners'>;

/** Amounts a return always has: left empty they count as 0. The others left empty are estimated (null). */
const OPTIONAL_EARNER_AMOUNTS: readonly EarnerAmountName[] = ['socialContributions', 'pensionContributions', 'professionalCosts'];
const OPTIONAL_HOUSEHOLD_AMOUNTS: readonly HouseholdAmountName[] = ['insurancePremiums', 'prepaidTaxes'];
export const EARNER_AMOUNTS: readonly EarnerAmountName[] = ['grossIncome', 'socialContributions', 'pensionContributions', 'pillar3a', 'commuting', 'professionalCosts'];
export const HOUSEHOLD_AMOUNTS: readonly HouseholdAmountName[] = [
  'otherIncome',
  'wealth',
  'insurancePremiums',
  'childcare',
  'donations',
  'debtInterest',
  'healthCosts',
  'prepaidTaxes',
];

/** A married couple is two earners; the second counts once a gross income is entered for them. */
export const earnerCount = (household: Household) => (household.relationship === 'married' ? 2 : 1);

const francsText = (francs: number | null | undefined) => (francs === null || francs === undefined ? '' : formatRappenForInput(francs * 100));

function emptyEarner(kind: EarnerKind): EarnerValues {
  return {
    kind,
    grossIncome: '',
    socialContributions: '',
    pensionContributions: '',
    // Most employees pay into a pension fund (BVG, from about CHF 22'680 a year); pensioners no longer do.
    hasPensionFund: kind === 'employee',
    pillar3a: '',
    commuting: '',
    professionalCosts: '',
  };
}

function earnerValues(earner: EfficiencyEarner): EarnerValues {
  return {
    kind: earner.kind,
    grossIncome: francsText(earner.grossIncome),
    socialContributions: francsText(earner.socialContributions),
    pensionContributions: francsText(earner.pensionContributions),
    hasPensionFund: earner.hasPensionFund,
    pillar3a: francsText(earner.pillar3a),
    commuting: francsText(earner.commuting),
    professionalCosts: francsText(earner.professionalCosts),
  };
}

/** The form as stored figures fill it; without stored figures every amount starts empty. */
export function formValuesFromFigures(figures: TaxEfficiencyFigures | null, household: Household): FiguresFormValues {
  const earners = Array.from({ length: earnerCount(household) }, (_, index) => {
    const stored = figures?.earners[index];
    return stored ? earnerValues(stored) : emptyEarner(index === 0 ? household.earnerKind : 'employee');
  });
  return {
    earners,
    otherIncome: francsText(figures?.otherIncome),
    wealth: francsText(figures?.wealth),
    insurancePremiums: francsText(figures?.insurancePremiums),
    childcare: francsText(figures?.childcare),
    donations: francsText(figures?.donations),
    debtInterest: francsText(figures?.debtInterest),
    healthCosts: francsText(figures?.healthCosts),
    prepaidTaxes: francsText(figures?.prepaidTaxes),
  };
}

/** Form field name ('earners.0.grossIncome', 'wealth') -> the validation text key of what is wrong with it. */
export type FieldProblems = Partial<Record<string, string>>;

export type ReadFigures = { figures: TaxEfficiencyFigures; problems: FieldProblems } | { figures: null; problems: FieldProblems };

/**
 * The figures of the form, or the fields that hold no amount. `bfsId` is the municipality the
 * person chose on this page (null: the profile's). Childcare only counts with children.
 */
export function figuresFromValues(values: FiguresFormValues, household: Household, bfsId: number | null): ReadFigures {
  const problems: FieldProblems = {};
  const read = (name: string, text: string, optional: boolean): number | null => {
    const rappen = parseChfToRappen(text);
    if (rappen === null) return optional ? null : 0;
    if (Number.isNaN(rappen)) {
      problems[name] = 'amountInvalid';
      return 0;
    }
    return Math.round(rappen / 100);
  };
  const earners = values.earners.slice(0, earnerCount(household)).map((earner, index) => {
    const amount = (name: EarnerAmountName) => read(`earners.${index}.${name}`, earner[name], OPTIONAL_EARNER_AMOUNTS.includes(name));
    return {
      kind: earner.kind,
      grossIncome: amount('grossIncome') ?? 0,
      socialContributions: amount('socialContributions'),
      pensionContributions: amount('pensionContributions'),
      hasPensionFund: earner.hasPensionFund,
      pillar3a: amount('pillar3a') ?? 0,
      commuting: amount('commuting') ?? 0,
      professionalCosts: amount('professionalCosts'),
    };
  });
  const householdAmount = (name: HouseholdAmountName) => read(name, values[name], OPTIONAL_HOUSEHOLD_AMOUNTS.includes(name));
  const candidate = {
    bfsId,
    // A second person without income changes nothing but would be offered a Pillar 3a they cannot pay into.
    earners: earners.filter((earner, index) => index === 0 || earner.grossIncome > 0),
    otherIncome: householdAmount('otherIncome') ?? 0,
    wealth: householdAmount('wealth') ?? 0,
    insurancePremiums: householdAmount('insurancePremiums'),
    childcare: household.childrenAges.length > 0 ? (householdAmount('childcare') ?? 0) : 0,
    donations: householdAmount('donations') ?? 0,
    debtInterest: householdAmount('debtInterest') ?? 0,
    healthCosts: householdAmount('healthCosts') ?? 0,
    prepaidTaxes: householdAmount('prepaidTaxes'),
  };
  const parsed = taxEfficiencyFiguresSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      problems[name] ??= 'amountInvalid';
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { figures: null, problems };
  return { figures: parsed.data, problems };
}
