// Taxable income for the cantonal and municipal tax from each earner's net income, with the
// canton's own table of deductions.json: the same common deductions as the federal tax
// (federal-deductions.ts) under the canton's limits, and the canton's social deductions for
// marriage, children (by age or by count where the canton says so) and single people.
//
// Read from the entries present, not from the canton's name: a canton without a Fahrkosten_EK
// entry has no cap on commuting, one without a ZweitVerdiener_EK entry no two-earner deduction.
//
// Not modelled (known gaps, each would need an input the household does not give or a rule the
// export does not carry):
// - income-dependent social deductions: SozBeschEK*, SozBeschVMRentner*, SozAHVIVRentner*,
//   every *Schwellwert_EK and Entl*Schwellwert (LU, SZ, VD, ZG, BL), SozFamAbzugSchwellwert* (VD);
//   FR's child deduction (SozKinderAnzahl*, between its minimum and maximum by income) is taken
//   at its maximum;
// - situations the household does not state: children in education away from home
//   (SozKinderAuswAusb*, SozKinderZusAusb*, SozvolljKinderAusserHaus_EK,
//   SozvolljUnterstpflKinderImHaus_EK), SozZusAbzug_EK (BE, OW), SozKindAlleinerzieher_EK
//   (BE, VD), AbzAlleinstUeber65Jahre_EK (NW), meal costs (VerpflOhneVerb_EK), secondary
//   employment (NebenErw_EK), property (Immo*, AbzEigenmietwert_EK) and rent (AbzMiete*,
//   MaxAbzMiete_EK: ZG and VD, where the ESTV calculator assumes a rent of 25 % of the income);
// - health costs and donations follow the federal thresholds (5 %; at least 100 and at most 20 %):
//   StHG art. 9 para. 2 let. h and i leave the limit to the cantons, and most take the federal ones.
import {
  addHealthCostsAndDonations,
  ADULT_AGE,
  assumedPremiums,
  childcareChildrenOf,
  contributesToPension,
  DEBT_INTEREST_ALLOWANCE,
  DeductionLines,
  isGainful,
  minorsOf,
  percentWithin,
  pillar3aLimit,
  positive,
  professionalExpenses,
  type DeductionInput,
  type TaxableIncome,
} from './federal-deductions';
import type { DeductionLimit, DeductionTable } from './tax-tables';

export interface CantonalDeductionInput extends DeductionInput {
  /** One age per child at the end of the tax year: child deductions and premium limits depend on it. */
  childrenAges: number[];
}

/**
 * The amount of an entry as its format says: a fixed amount (STANDARDIZED), a share of the base
 * within its minimum and maximum (PERCENT), or the base up to the maximum. Where a fixed amount
 * comes with a percentage (the professional expenses of AI, AR and SG, e.g. SG: 700, 10 %, at
 * most 2,400) the fixed amount is read as the least deduction; the export does not say, and no
 * reference result checks it yet.
 */
export function entryAmount(entry: DeductionLimit, base: number): number {
  const standardized = entry.format.includes('STANDARDIZED');
  if (standardized && !entry.format.includes('PERCENT')) return entry.amount;
  const amount = percentWithin(entry, base);
  return standardized ? Math.max(amount, entry.amount) : amount;
}

/** A deduction whose amount does not depend on income (child and marriage deductions): its fixed amount or its maximum. */
const fullAmount = (entry: DeductionLimit) => entryAmount(entry, Number.POSITIVE_INFINITY);

/**
 * Child deductions by age, first match wins: the export names the classes, this says which ages
 * each covers. 'Zwischen a und b' includes both ages; 'Ueber14' (NE: after 4–13, ZG: after
 * 'Unter15', which comes first) starts at 14 so that no age falls between two classes.
 */
const CHILD_AGE_CLASSES: ReadonlyArray<readonly [id: string, fromAge: number, toAge: number]> = [
  ['SozKinderAlterUnter4_EK', 0, 3],
  ['SozKinderAlterZwischen4und13_EK', 4, 13],
  ['SozKinderAlterUnter5_EK', 0, 4],
  ['SozKinderAlterZwischen5und15_EK', 5, 15],
  ['SozKinderAlterUeber15_EK', 16, Number.POSITIVE_INFINITY],
  ['SozKinderAlterUnter7_EK', 0, 6],
  ['SozKinderAlterZwischen7und16_EK', 7, 16],
  ['SozKinderAlterUeber6_EK', 7, Number.POSITIVE_INFINITY],
  ['SozKinderAlterUnter14_EK', 0, 13],
  ['SozKinderAlterZwischen14und17_EK', 14, 17],
  ['SozKinderAlterUnter15_EK', 0, 14],
  ['SozKinderAlterUeber14_EK', 14, Number.POSITIVE_INFINITY],
  ['SozKinderAltervon17Jahren_EK', 17, Number.POSITIVE_INFINITY],
  ['SozminderjKinder_EK', 0, ADULT_AGE - 1],
  ['SozKinderAlter18oder19_EK', 18, 19],
  ['SozKinderAlterUeber19_EK', 20, Number.POSITIVE_INFINITY],
  ['SozvolljKinder_EK', ADULT_AGE, Number.POSITIVE_INFINITY],
];

/**
 * Self-care deduction (LU, NW, VS, ZG): per child young enough for the childcare deduction, when the
 * household claims no third-party childcare. ZG grants it up to 15, like its child classes.
 */
const SELF_CARE_AGE_LIMIT: Record<string, number> = { ZG: 15 };
const SELF_CARE_DEFAULT_AGE_LIMIT = 14;

/** Adds the child deductions, one line per entry used. */
function addChildDeductions(lines: DeductionLines, table: DeductionTable, ages: number[]): void {
  const perChild = table.SozKind_EK;
  const firstTwo = table.SozKinderAnzahl1Oder2_EK;
  const fromThird = table.SozKinderAnzahlUeber2_EK;
  const extraFromThird = table.SozZusKinderabzugAbAnzahl3_EK;
  for (let i = 0; i < ages.length; i++) {
    const age = ages[i] ?? 0;
    // A canton with a general child deduction (or one by count) adds its age classes on top
    // (SH: under 5, UR: adult children); one without takes the class as the deduction.
    let hasBase = false;
    if (perChild) {
      lines.merge('SozKind_EK', fullAmount(perChild));
      hasBase = true;
    } else if (firstTwo && fromThird) {
      if (i < 2) lines.merge('SozKinderAnzahl1Oder2_EK', fullAmount(firstTwo));
      else lines.merge('SozKinderAnzahlUeber2_EK', fullAmount(fromThird));
      hasBase = true;
    }
    for (const [id, fromAge, toAge] of CHILD_AGE_CLASSES) {
      const entry = table[id];
      if (entry && age >= fromAge && age <= toAge) {
        lines.merge(id, fullAmount(entry));
        break;
      }
    }
    if (!hasBase && extraFromThird && i >= 2) lines.merge('SozZusKinderabzugAbAnzahl3_EK', fullAmount(extraFromThird));
  }
}

/**
 * The premium limit (insurance premiums and savings interest) and the entry it is named after.
 * Most cantons use the federal ids; FR, VD and GE split premiums into their own ids (health, other
 * insurance, savings interest), which are added up here since the household enters one amount;
 * JU distinguishes couples by how many spouses contribute to a 2nd pillar or Pillar 3a.
 */
function premiumLimit(table: DeductionTable, input: CantonalDeductionInput): { id: string; limit: number } | null {
  const married = input.relationship === 'married';
  const children = input.childrenAges.length;
  const minors = minorsOf(children, input.childrenAges);
  const adultChildren = children - minors;
  const contributing = input.earners.filter(contributesToPension).length;
  const anyContributes = contributing > 0;
  const max = (id: string) => table[id]?.max ?? 0;

  // Per child: one limit, or split by 2nd pillar / 3a (SO), or by minors and adults (JU).
  let perChildren = max('KKSparProKind_EK') * children;
  if (table.KKSparProKindMitBVGS3a_EK) perChildren = max(anyContributes ? 'KKSparProKindMitBVGS3a_EK' : 'KKSparProKindOhneBVGS3a_EK') * children;
  if (table.KKSparProminderjKind_EK) perChildren = max('KKSparProminderjKind_EK') * minors + max('KKSparProvolljKind_EK') * adultChildren;

  if (married && table.KKSparzVerhBeideMitBVGS3a_EK) {
    const id = contributing >= 2 ? 'KKSparzVerhBeideMitBVGS3a_EK' : contributing === 1 ? 'KKSparzVerhEineOhneBVGS3a_EK' : 'KKSparzVerhBeideOhneBVGS3a_EK';
    return { id, limit: max(id) + perChildren };
  }
  const federalId = married ? (anyContributes ? 'KKSparzVerhMitBVGS3a_EK' : 'KKSparVerhOhneBVGS3a_EK') : anyContributes ? 'KKSparLedigMitBVGS3a_EK' : 'KKSparLedigOhneBVGS3a_EK';
  if (table[federalId]) return { id: federalId, limit: max(federalId) + perChildren };

  if (table.KKLedig_EK) {
    // FR: health insurance per adult and per child, other insurance and savings interest per household.
    const id = married ? 'KKVerheiratet_EK' : 'KKLedig_EK';
    const other = married ? max('PrivVersVerheiratet_EK') + max('SparzinsenVerheiratet_EK') : max('PrivVersLedig_EK') + max('SparzinsenLedig_EK');
    return { id, limit: max(id) + other + max('KKProMinderjKind_EK') * minors + max('KKProVolljKind_EK') * adultChildren };
  }
  if (table.KKPrivVersLedig_EK) {
    // VD: premiums and savings interest, each per household and per child.
    const id = married ? 'KKPrivVersVerheiratet_EK' : 'KKPrivVersLedig_EK';
    const savings = max(married ? 'SparzinsenVerheiratet_EK' : 'SparzinsenLedig_EK') + max('SparzinsenProKind_EK') * children;
    return { id, limit: max(id) + max('KKPrivVersProKind_EK') * children + savings };
  }
  if (table.PrivVersSparLedigMitBVGS3a_EK) {
    // GE: health premiums up to the cantonal average premium per person, plus other insurance and
    // savings interest, multiplied by the factor of the export for people without 2nd pillar or 3a.
    const id = married ? 'PrivVersSparzVerhMitBVGS3a_EK' : 'PrivVersSparLedigMitBVGS3a_EK';
    const spouses = married ? 2 : 1;
    const without = spouses - Math.min(spouses, contributing);
    const factorId = married ? (without === 2 ? 'FaktPrivVersSparzVerhBeideOhneBVGS3a_EK' : without === 1 ? 'FaktPrivVersSparzVerhEineOhneBVGS3a_EK' : null) : without === 1 ? 'FaktPrivVersSparzLedigOhneBVGS3a_EK' : null;
    const factor = factorId ? (table[factorId]?.amount ?? 1) : 1;
    const health = max('KKDurchschnittsprämieErw_EK') * spouses + max('KKDurchschnittsprämieJungErw_EK') * adultChildren + max('KKDurchschnittsprämieMindjhrg_EK') * minors;
    return { id, limit: max(id) * factor + max('PrivVersSparProKind_EK') * children + health };
  }
  return null;
}

export function cantonalTaxableIncome(canton: string, table: DeductionTable, input: CantonalDeductionInput): TaxableIncome {
  const lines = new DeductionLines();
  const netIncome = input.earners.reduce((sum, e) => sum + positive(e.netIncome), 0) + positive(input.investmentIncome);
  const children = input.childrenAges.length;

  const professional = table.HauptErw_EK;
  const commutingCap = table.Fahrkosten_EK?.max ?? Number.POSITIVE_INFINITY;
  for (const e of input.earners) {
    if (e.kind !== 'employee') continue;
    const net = positive(e.netIncome);
    lines.merge('HauptErw_EK', professionalExpenses(professional ? entryAmount(professional, net) : 0, net, e.professionalCosts));
    lines.merge('Fahrkosten_EK', Math.min(positive(e.commuting), commutingCap));
  }

  for (const e of input.earners) {
    if (e.kind === 'pensioner') continue;
    lines.merge('S3a', Math.min(positive(e.pillar3a), pillar3aLimit(table, e)));
  }

  const secondEarner = table.ZweitVerdiener_EK;
  const gainful = input.earners.filter(isGainful);
  if (secondEarner && input.relationship === 'married' && gainful.length >= 2) {
    const lower = Math.min(...gainful.map((e) => positive(e.netIncome)));
    lines.add('ZweitVerdiener_EK', Math.min(lower, entryAmount(secondEarner, lower)));
  }

  const premiums = premiumLimit(table, input);
  if (premiums) {
    const paid = input.insurancePremiums ?? assumedPremiums(input.relationship, children, input.childrenAges);
    lines.add(premiums.id, Math.min(positive(paid), premiums.limit));
  }

  lines.add('Schuldzinsen', Math.min(positive(input.debtInterest), positive(input.investmentIncome) + DEBT_INTEREST_ALLOWANCE));

  const childcareChildren = childcareChildrenOf(children, input.childrenAges);
  const childcare = table.FremdBetr_EK;
  if (childcare && childcareChildren > 0) lines.add('FremdBetr_EK', Math.min(entryAmount({ ...childcare, max: Number.POSITIVE_INFINITY }, positive(input.childcare)), childcare.max * childcareChildren));
  const selfCare = table.EigenBetr_EK;
  if (selfCare && positive(input.childcare) === 0) {
    const ageLimit = SELF_CARE_AGE_LIMIT[canton] ?? SELF_CARE_DEFAULT_AGE_LIMIT;
    lines.add('EigenBetr_EK', fullAmount(selfCare) * input.childrenAges.filter((a) => a < ageLimit).length);
  }

  addHealthCostsAndDonations(lines, netIncome, input.healthCosts, input.donations);

  addChildDeductions(lines, table, input.childrenAges);
  const base = Math.max(0, netIncome - lines.total);
  if (input.relationship === 'married') {
    if (table.SozVerheiratet_EK) lines.add('SozVerheiratet_EK', entryAmount(table.SozVerheiratet_EK, base));
  } else {
    const single = children > 0 ? (table.SozAlleinerzieher_EK ? 'SozAlleinerzieher_EK' : 'SozLedig_EK') : 'SozLedig_EK';
    const entry = table[single];
    if (entry) lines.add(single, entryAmount(entry, base));
    // BE: a single person living alone; without children the household is taken as living alone.
    if (children === 0 && table.SozAlleinEigenemHaushalt_EK) lines.add('SozAlleinEigenemHaushalt_EK', fullAmount(table.SozAlleinEigenemHaushalt_EK));
  }

  return { netIncome, deductions: lines.lines, taxableIncome: Math.max(0, netIncome - lines.total) };
}

/**
 * Wealth after the canton's allowances (Sozialabzüge auf dem Vermögen): one per household by
 * status, one per child; never below zero.
 */
export function cantonalTaxableWealth(table: DeductionTable, relationship: 'single' | 'married', children: number, wealth: number): number {
  const amount = (id: string) => table[id]?.amount ?? 0;
  let allowance: number;
  if (relationship === 'married') allowance = amount('SozVerheiratet_VM');
  else if (children > 0) allowance = table.SozAlleinerzieher_VM ? amount('SozAlleinerzieher_VM') : amount('SozLedigMitOhneKinder_VM');
  else allowance = table.SozLedigOhneKinder_VM ? amount('SozLedigOhneKinder_VM') : amount('SozLedigMitOhneKinder_VM');
  return Math.max(0, Math.round(positive(wealth) - allowance - amount('SozKind_VM') * children));
}
