// The tax engine on its own (issue 11): one estimate, ranking every municipality of Switzerland,
// and the heap the compiled ESTV tables take once loaded. Timed in-process with
// performance.now(); the figures are CPU-bound, so a loaded machine shows as higher medians.
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compileTaxTablesIfStale } from '../scripts/compile-tax-tables.mjs';
import { calculateTaxes, type TaxInput } from '../src/shared/tax-engine/calculate-taxes';
import { householdTaxes, type HouseholdTaxInput } from '../src/shared/tax-engine/household-taxes';
import { analyseTaxEfficiency } from '../src/shared/tax-engine/tax-efficiency';
import { rankMunicipalities } from '../src/server/features/tax-calculator/service';
import { loadTaxYear, TAX_TABLE_YEARS } from '../src/server/features/tax-calculator/tax-tables';

// The analysis of the tax-efficiency page runs on every keystroke: issue 11 asks for figures
// that update in under 50 ms.
const TARGETS = { estimateMedianMs: 0.1, estimateP99Ms: 0.1, grossEstimateMedianMs: 0.1, analysisP99Ms: 50, rankingMedianMs: 200, tablesMb: 20 };
const ESTIMATES = 20_000;
const RANKINGS = 30;
const MB = 1024 * 1024;

/** A garbage collection on demand, without starting node with --expose-gc. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const ms = (value: number) => `${value < 1 ? value.toFixed(4) : value.toFixed(1)} ms`;

export async function taxEngine() {
  compileTaxTablesIfStale();
  const gc = collectGarbage();

  // Memory first, before anything else in this process has loaded a year.
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const years = TAX_TABLE_YEARS.map((year) => loadTaxYear(year));
  gc();
  const tablesMb = (process.memoryUsage().heapUsed - heapBefore) / MB;

  const year = years.at(-1)!;
  const municipalities = year.tables.municipalities;
  // Varied households across all municipalities, so no branch or cache is always warm.
  const inputs: TaxInput[] = Array.from({ length: 1000 }, (_, i) => ({
    bfsId: municipalities[(i * 7919) % municipalities.length]![0],
    relationship: i % 2 ? 'married' : 'single',
    children: i % 4,
    confession: (['none', 'roman', 'protestant', 'christ'] as const)[i % 4]!,
    taxableIncomeFederal: 20_000 + ((i * 1_237) % 400_000),
    taxableIncomeCanton: 18_000 + ((i * 1_237) % 400_000),
    taxableWealth: (i * 9_973) % 3_000_000,
  }));
  let sink = 0;
  for (let i = 0; i < 5000; i++) sink += calculateTaxes(year, inputs[i % inputs.length]!).total; // warm-up
  const estimateTimes: number[] = [];
  for (let i = 0; i < ESTIMATES; i++) {
    const start = performance.now();
    sink += calculateTaxes(year, inputs[i % inputs.length]!).total;
    estimateTimes.push(performance.now() - start);
  }
  estimateTimes.sort((a, b) => a - b);

  // From gross figures: social contributions, both deduction tables, then the taxes.
  const grossInputs: HouseholdTaxInput[] = inputs.map((input, i) => ({
    bfsId: input.bfsId,
    confession: input.confession,
    relationship: input.relationship,
    childrenAges: Array.from({ length: input.children }, (_, c) => (i + c * 5) % 20),
    earners: [
      { kind: 'employee', grossIncome: 40_000 + ((i * 1_237) % 300_000), hasPensionFund: i % 3 !== 0, age: 25 + (i % 40), pillar3a: (i * 331) % 7_000, commuting: (i * 17) % 4_000 },
      ...(input.relationship === 'married' ? [{ kind: 'employee' as const, grossIncome: 20_000 + ((i * 977) % 90_000), hasPensionFund: true }] : []),
    ],
    otherIncome: (i * 53) % 5_000,
    wealth: input.taxableWealth,
    donations: (i * 7) % 2_000,
  }));
  for (let i = 0; i < 5000; i++) sink += householdTaxes(year, grossInputs[i % grossInputs.length]!).taxes.total; // warm-up
  const grossTimes: number[] = [];
  for (let i = 0; i < ESTIMATES; i++) {
    const start = performance.now();
    sink += householdTaxes(year, grossInputs[i % grossInputs.length]!).taxes.total;
    grossTimes.push(performance.now() - start);
  }
  grossTimes.sort((a, b) => a - b);

  const previous = years.at(-2)!;
  const analysisTimes: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const start = performance.now();
    sink += analyseTaxEfficiency({ current: year, previous }, grossInputs[i % grossInputs.length]!, 5_000).score;
    analysisTimes.push(performance.now() - start);
  }
  analysisTimes.sort((a, b) => a - b);

  const household = { taxYear: year.tables.year, bfsId: 261, relationship: 'married', children: 2, confession: 'roman', taxableIncomeFederal: 120_000, taxableIncomeCanton: 115_000, taxableWealth: 250_000 } as const;
  sink += rankMunicipalities(household, 'switzerland').length; // warm-up
  const rankingTimes: number[] = [];
  let ranked = 0;
  for (let i = 0; i < RANKINGS; i++) {
    const start = performance.now();
    ranked = rankMunicipalities({ ...household, taxableIncomeCanton: household.taxableIncomeCanton + i * 1000 }, 'switzerland').length;
    rankingTimes.push(performance.now() - start);
  }
  rankingTimes.sort((a, b) => a - b);
  if (sink === 0) throw new Error('the engine computed nothing');

  const estimateMedian = percentile(estimateTimes, 50);
  const estimateP99 = percentile(estimateTimes, 99);
  const rankingMedian = percentile(rankingTimes, 50);
  const grossMedian = percentile(grossTimes, 50);
  const analysisMedian = percentile(analysisTimes, 50);
  const analysisP99 = percentile(analysisTimes, 99);
  return [
    {
      name: `Tax engine: one estimate (${ESTIMATES} varied households, ${year.tables.year} tables)`,
      lines: [`median ${ms(estimateMedian)}`, `p99 ${ms(estimateP99)}`],
      target: `median and p99 under ${TARGETS.estimateMedianMs} ms`,
      met: estimateMedian < TARGETS.estimateMedianMs && estimateP99 < TARGETS.estimateP99Ms,
    },
    {
      name: `Tax engine: one estimate from gross figures (social contributions, federal and cantonal deductions, taxes; ${ESTIMATES} varied households)`,
      lines: [`median ${ms(grossMedian)}`, `p99 ${ms(percentile(grossTimes, 99))}`],
      target: `median under ${TARGETS.grossEstimateMedianMs} ms`,
      met: grossMedian < TARGETS.grossEstimateMedianMs,
    },
    {
      name: 'Tax engine: the tax-efficiency analysis (this year, the year before, score, three recommendations), as the page runs it on every keystroke',
      lines: [`median ${ms(analysisMedian)}`, `p99 ${ms(analysisP99)}`],
      target: `p99 under ${TARGETS.analysisP99Ms} ms`,
      met: analysisP99 < TARGETS.analysisP99Ms,
    },
    {
      name: `Tax engine: ranking all ${ranked} municipalities of Switzerland (${RANKINGS} runs, sorted, as POST /api/tax-calculator/rank computes it)`,
      lines: [`median ${ms(rankingMedian)}`, `max ${ms(rankingTimes.at(-1)!)}`],
      target: `median under ${TARGETS.rankingMedianMs} ms`,
      met: rankingMedian < TARGETS.rankingMedianMs,
    },
    {
      name: `Tax engine: heap taken by the loaded tables (${TAX_TABLE_YEARS.join(', ')}), after garbage collection`,
      lines: [`${tablesMb.toFixed(1)} MB for ${years.length} years`, `load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`],
      target: `under ${TARGETS.tablesMb} MB`,
      met: tablesMb < TARGETS.tablesMb,
    },
  ];
}
