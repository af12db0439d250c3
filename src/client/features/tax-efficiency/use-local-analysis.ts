import { useMemo } from 'react';
import type { TaxEfficiencyAnalysis, TaxEfficiencyFigures } from '@shared/contract/tax-efficiency';
import type { TaxTablesSlice } from '@shared/contract/tax-calculator';
import { prepareTaxYear, type TaxYear } from '@shared/tax-engine/calculate-taxes';
import { analyseTaxEfficiency, householdFromFigures } from '@shared/tax-engine/tax-efficiency';
import type { CompiledTaxYear } from '@shared/tax-engine/tax-tables';
import { useTaxTables } from './api/get-tax-tables';
import type { Household } from './figures-form';
import { hasTaxTables } from './tax-years-with-tables';

type Municipality = NonNullable<Household['municipality']>;

/** Prepared once per slice: the query keeps the same object for as long as the page is open. */
function usePreparedYear(slice: TaxTablesSlice | undefined): TaxYear | null {
  // The contract schema describes the same JSON as CompiledTaxYear; zod's tuple with an optional
  // formula is the one spelling TypeScript does not see as equal.
  return useMemo(() => (slice ? prepareTaxYear(slice as CompiledTaxYear) : null), [slice]);
}

/** Where the year's tables can tax the municipality (it may not exist yet, or no longer, in another year). */
const knows = (year: TaxYear, municipality: Municipality) => {
  const row = year.municipalities.get(municipality.bfsId);
  return row !== undefined && Object.hasOwn(year.tables.cantons, row[2]);
};

export type LocalAnalysis = {
  /** The engine's analysis of the figures as typed; null until the tables are in (or when they failed to load). */
  analysis: TaxEfficiencyAnalysis | null;
  tablesLoading: boolean;
  /** A table download failed: the page then shows the server's figures of the last save and offers to load again. */
  tablesError: unknown;
  retryTables: () => void;
};

/**
 * The analysis computed in the browser on every change (issue 11: figures update as the person
 * types), on the same engine and the same ESTV tables as the server, cut down to the household's
 * canton: this year's and, for the comparison, the year before's.
 */
export function useLocalAnalysis(taxYear: number, household: Household, figures: TaxEfficiencyFigures | null): LocalAnalysis {
  const municipality = household.municipality;
  const canton = municipality?.canton ?? null;
  const previousTaxYear = hasTaxTables(taxYear - 1) ? taxYear - 1 : null;
  const currentTables = useTaxTables(taxYear, canton);
  const previousTables = useTaxTables(previousTaxYear, canton);
  const current = usePreparedYear(currentTables.data);
  const previousYear = usePreparedYear(previousTables.data);
  const previousReady = previousTaxYear === null || previousYear !== null;

  const analysis = useMemo(() => {
    if (!figures || !municipality || !current || !previousReady || !knows(current, municipality)) return null;
    const previous = previousYear && knows(previousYear, municipality) ? previousYear : null;
    return analyseTaxEfficiency({ current, previous }, householdFromFigures(household, figures), figures.prepaidTaxes);
  }, [figures, household, municipality, current, previousYear, previousReady]);

  return {
    analysis,
    tablesLoading: currentTables.isPending || (previousTaxYear !== null && previousTables.isPending),
    tablesError: currentTables.error ?? previousTables.error,
    retryTables: () => {
      if (currentTables.isError) void currentTables.refetch();
      if (previousTables.isError) void previousTables.refetch();
    },
  };
}
