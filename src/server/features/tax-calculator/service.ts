// The public tax calculator: the engine (src/shared/tax-engine) on the ESTV tables of the year
// asked for. Nothing is stored and nothing personal is read: every answer follows from the figures
// sent and the tables.
import { ERROR_CODES } from '@shared/contract/errors';
import {
  DEFAULT_CHILD_AGE,
  isGrossEstimate,
  type GrossTaxEstimateBody,
  type MunicipalityMatch,
  type RankedMunicipality,
  type TaxEstimate,
  type TaxEstimateBody,
  type TaxEstimateRequest,
  type TaxRankingScope,
  type TaxTablesSlice,
} from '@shared/contract/tax-calculator';
import { calculateTaxes, UnknownMunicipalityError, type TaxInput, type TaxResult, type TaxYear } from '@shared/tax-engine/calculate-taxes';
import { householdTaxes, householdTotal, type HouseholdEarner, type HouseholdTaxInput } from '@shared/tax-engine/household-taxes';
import type { MunicipalityRow } from '@shared/tax-engine/tax-tables';
import { madeOnFirstUse } from '@shared/domain/made-on-first-use';
import { AppError } from '../../platform/errors';
import { createMunicipalitySearch, resolveResidence, type DirectoryLocality, type MunicipalitySearch, type ResidencePlace } from './municipality-search';
import { isTaxTableYear, loadCompiledTaxYear, loadTaxYear, TAX_TABLE_YEARS, type TaxTableYear } from './tax-tables';

export type TaxCalculatorDeps = {
  /** The localities directory of the address search: postal codes and locality names. */
  localities: readonly DirectoryLocality[];
};

function supportedYear(taxYear: number): TaxTableYear {
  if (!isTaxTableYear(taxYear)) {
    throw new AppError(ERROR_CODES.taxYearNotSupported, 400, `There are no tax tables for ${taxYear}; the calculator knows ${TAX_TABLE_YEARS.join(', ')}`, { taxYear });
  }
  return taxYear;
}

const tablesOf = (taxYear: number): TaxYear => loadTaxYear(supportedYear(taxYear));

const unknownMunicipality = (bfsId: number, taxYear: number) =>
  new AppError(ERROR_CODES.municipalityUnknown, 400, `No municipality with BFS number ${bfsId} in the ${taxYear} tax tables`, { bfsId, taxYear });

function municipalityOf(year: TaxYear, bfsId: number, taxYear: number): MunicipalityRow {
  const row = year.municipalities.get(bfsId);
  if (!row) throw unknownMunicipality(bfsId, taxYear);
  return row;
}

function householdOf(body: TaxEstimateBody): Omit<TaxInput, 'bfsId'> {
  const { relationship, children, confession, taxableIncomeFederal, taxableIncomeCanton, taxableWealth } = body;
  return { relationship, children, confession, taxableIncomeFederal, taxableIncomeCanton, taxableWealth };
}

const taxEstimateOf = (r: TaxResult): TaxEstimate => ({
  federal: r.federal,
  canton: r.canton,
  municipality: r.municipality,
  church: r.church,
  personal: r.personal,
  wealthCanton: r.wealthCanton,
  wealthMunicipality: r.wealthMunicipality,
  total: r.total,
});

/** Runs the engine; a municipality whose canton has no tables in the export is unknown for the year. */
function computeFor<T>(bfsId: number, taxYear: number, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof UnknownMunicipalityError) throw unknownMunicipality(bfsId, taxYear);
    throw error;
  }
}

/** What the household pays in its municipality, every component in whole francs; from gross figures also the taxable ones. */
export function estimateTaxes(body: TaxEstimateRequest): TaxEstimate {
  const year = tablesOf(body.taxYear);
  municipalityOf(year, body.bfsId, body.taxYear);
  if (isGrossEstimate(body)) {
    const { taxable, taxes } = computeFor(body.bfsId, body.taxYear, () => householdTaxes(year, householdFromGross(body)));
    return {
      ...taxEstimateOf(taxes),
      taxableIncomeFederal: taxable.federal.taxableIncome,
      taxableIncomeCanton: taxable.canton.taxableIncome,
      taxableWealth: taxable.taxableWealth,
    };
  }
  return taxEstimateOf(computeFor(body.bfsId, body.taxYear, () => calculateTaxes(year, { bfsId: body.bfsId, ...householdOf(body) })));
}

/** The engine's household from a gross estimate's body: only the fields sent, so the engine's defaults apply to the rest. */
export function householdFromGross(body: GrossTaxEstimateBody): HouseholdTaxInput {
  const { taxYear: _year, children, childrenAges, earners, ...household } = body;
  return {
    ...household,
    childrenAges: childrenAges ?? Array.from({ length: children ?? 0 }, () => DEFAULT_CHILD_AGE),
    earners: earners.map(
      ({ hasPensionFund, ...earner }): HouseholdEarner => ({
        ...earner,
        // Employees are insured in a pension fund from a modest salary on (BVG); pensioners and
        // the self-employed mostly are not.
        hasPensionFund: hasPensionFund ?? earner.kind === 'employee',
      }),
    ),
  };
}

// Built on first use: a collator made while the module loads touches ICU's collation data,
// about 5 MB of the idle server's resident memory, for a ranking few requests ask for.
const collator = madeOnFirstUse(() => new Intl.Collator('de'));

/**
 * The same household in every municipality of its canton or of Switzerland, the lowest total
 * first. From gross figures each municipality's canton computes its own taxable incomes.
 */
export function rankMunicipalities(body: TaxEstimateRequest, scope: TaxRankingScope): RankedMunicipality[] {
  const year = tablesOf(body.taxYear);
  const home = municipalityOf(year, body.bfsId, body.taxYear);
  const candidates = scope === 'canton' ? year.tables.municipalities.filter((m) => m[2] === home[2]) : year.tables.municipalities;
  let totalIn: (bfsId: number) => number;
  if (isGrossEstimate(body)) {
    const household = householdFromGross(body);
    totalIn = (bfsId) => householdTotal(year, { ...household, bfsId });
  } else {
    const household = householdOf(body);
    totalIn = (bfsId) => calculateTaxes(year, { bfsId, ...household }).total;
  }
  const ranked = candidates.map(([bfsId, name, canton]) => ({ bfsId, name, canton, total: totalIn(bfsId) }));
  return ranked.sort((a, b) => a.total - b.total || collator().compare(a.name, b.name));
}

export type MunicipalityFinder = (query: string, taxYear: number) => MunicipalityMatch[];

/** Municipality search per tax year, its index built on first use and kept. */
export function createMunicipalityFinder(deps: TaxCalculatorDeps): MunicipalityFinder {
  const searches = new Map<number, MunicipalitySearch>();
  return (query, taxYear) => {
    let search = searches.get(taxYear);
    if (!search) {
      // Only the municipalities the year's factors know: a locality of a municipality merged
      // since 2021 cannot be taxed under its old number.
      search = createMunicipalitySearch(tablesOf(taxYear).tables.municipalities, deps.localities);
      searches.set(taxYear, search);
    }
    return search(query);
  };
}

/** The municipality of a profile's residence in a year's tables (see resolveResidence); null when it is not unambiguous or the year has no tables. */
export function createResidenceResolver(find: MunicipalityFinder): (taxYear: number, place: ResidencePlace) => { bfsId: number; name: string; canton: string } | null {
  return (taxYear, place) => {
    const match = isTaxTableYear(taxYear) ? resolveResidence((query) => find(query, taxYear), place) : null;
    return match && { bfsId: match.bfsId, name: match.name, canton: match.canton };
  };
}

const slices = new Map<string, TaxTablesSlice>();

/**
 * The year's compiled tables cut down to one canton (federal tables, the canton's, its
 * municipalities): what the client needs to compute for that canton itself. The engine never
 * looks at another canton's tables for a municipality, so the slice gives the same results.
 */
export function taxTablesOfCanton(taxYear: number, canton: string): TaxTablesSlice {
  const compiled = loadCompiledTaxYear(supportedYear(taxYear));
  const key = `${taxYear}:${canton}`;
  let slice = slices.get(key);
  if (!slice) {
    const cantonTables = Object.hasOwn(compiled.cantons, canton) ? compiled.cantons[canton] : undefined;
    if (!cantonTables) throw new AppError(ERROR_CODES.cantonUnknown, 400, `The ${taxYear} tax tables have no canton ${canton}`, { canton, taxYear });
    slice = {
      year: compiled.year,
      source: compiled.source,
      federal: compiled.federal,
      cantons: { [canton]: cantonTables },
      municipalities: compiled.municipalities.filter((m) => m[2] === canton),
    };
    slices.set(key, slice);
  }
  return slice;
}
