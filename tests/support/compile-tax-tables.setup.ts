// Vitest global setup: the compiled ESTV tax tables are generated (git-ignored), so a fresh clone
// builds them here before any test reads them; later runs only rebuild what is stale.
import { compileTaxTablesIfStale } from '../../scripts/compile-tax-tables.mjs';

export default function setup(): void {
  compileTaxTablesIfStale();
}
