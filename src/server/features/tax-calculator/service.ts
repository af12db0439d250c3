// The public tax calculator: the engine (src/shared/tax-engine) on the ESTV tables of the year
// asked for. Nothing is stored and nothing personal is read: every answer follows from the figures
// sent and the tables.
import { ERROR_CODES } from '@shared/contract/errors';
import type { MunicipalityMatch, RankedMunicipality, TaxEstimate, TaxEstimateBody, TaxRankingScope } from '@shared/contract/tax-calculator';
import { calculateTaxes, UnknownMunicipalityError, type TaxInput, type TaxYear } from '@shared/tax-engine/calculate-taxes';
import type { MunicipalityRow } from '@shared/tax-engine/tax-tables';
import { AppError } from '../../platform/errors';
import { createMunicipalitySearch, type DirectoryLocality, type MunicipalitySearch } from './municipality-search';
import { isTaxTableYear, loadTaxYear, TAX_TABLE_YEARS } from './tax-tables';

export type TaxCalculatorDeps = {
  /** The localities directory of the address search: postal codes and locality names. */
  localities: readonly DirectoryLocality[];
};

function tablesOf(taxYear: number): TaxYear {
  if (!isTaxTableYear(taxYear)) {
    throw new AppError(ERROR_CODES.taxYearNotSupported, 400, `There are no tax tables for ${taxYear}; the calculator knows ${TAX_TABLE_YEARS.join(', ')}`, { taxYear });
  }
  return loadTaxYear(taxYear);
}

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

/** What the household pays in its municipality, every component in whole francs. */
export function estimateTaxes(body: TaxEstimateBody): TaxEstimate {
  const year = tablesOf(body.taxYear);
  municipalityOf(year, body.bfsId, body.taxYear);
  try {
    const r = calculateTaxes(year, { bfsId: body.bfsId, ...householdOf(body) });
    return {
      federal: r.federal,
      canton: r.canton,
      municipality: r.municipality,
      church: r.church,
      personal: r.personal,
      wealthCanton: r.wealthCanton,
      wealthMunicipality: r.wealthMunicipality,
      total: r.total,
    };
  } catch (error) {
    // A municipality whose canton has no tables in the export: unknown for this year.
    if (error instanceof UnknownMunicipalityError) throw unknownMunicipality(body.bfsId, body.taxYear);
    throw error;
  }
}

const collator = new Intl.Collator('de');

/** The same household in every municipality of its canton or of Switzerland, the lowest total first. */
export function rankMunicipalities(body: TaxEstimateBody, scope: TaxRankingScope): RankedMunicipality[] {
  const year = tablesOf(body.taxYear);
  const home = municipalityOf(year, body.bfsId, body.taxYear);
  const household = householdOf(body);
  const candidates = scope === 'canton' ? year.tables.municipalities.filter((m) => m[2] === home[2]) : year.tables.municipalities;
  const ranked = candidates.map(([bfsId, name, canton]) => ({ bfsId, name, canton, total: calculateTaxes(year, { bfsId, ...household }).total }));
  return ranked.sort((a, b) => a.total - b.total || collator.compare(a.name, b.name));
}

/** Municipality search per tax year, its index built on first use and kept. */
export function createMunicipalityFinder(deps: TaxCalculatorDeps): (query: string, taxYear: number) => MunicipalityMatch[] {
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
