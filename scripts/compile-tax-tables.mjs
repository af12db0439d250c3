// Compiles the raw ESTV exports (src/server/features/tax-calculator/estv/<year>/*.json, 2.5 MB a
// year) into one compact table per year holding only what the tax engine reads: the federal and
// cantonal income and wealth tariffs, the multipliers of every municipality and the deduction
// limits. The output is generated and git-ignored; `npm start` and the test run call
// `compileTaxTablesIfStale()`, so a fresh clone needs no extra step. Run by hand:
// `node scripts/compile-tax-tables.mjs` (rebuilds every year).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const estvDir = path.join(root, 'src/server/features/tax-calculator/estv');
export const compiledDir = path.join(estvDir, 'compiled');
const thisScript = fileURLToPath(import.meta.url);

const rawYears = () => readdirSync(estvDir).filter((name) => /^\d{4}$/.test(name)).map(Number).sort();

export const compiledTablePath = (year) => path.join(compiledDir, `${year}.json`);

const readRaw = (year, name) => JSON.parse(readFileSync(path.join(estvDir, String(year), name), 'utf8')).response;

const TAX_TYPES = { EINKOMMENSSTEUER: 'income', VERMOEGENSSTEUER: 'wealth' };

/** Tariff groups as the engine names them; the export lists several per table. */
const GROUPS = { LEDIG_ALLEINE: 'single', LEDIG_KONKUBINAT: 'cohabiting', LEDIG_OHNE_KINDER: 'childless', VERHEIRATET: 'married', LEDIG_MIT_KINDER: 'singleParent', ALLE: 'all' };

function compileTariff(raw) {
  const groups = raw.Group.split(',').map((g) => {
    const name = GROUPS[g.trim()];
    if (!name) throw new Error(`Unknown tariff group ${g} (${raw.Location.Canton})`);
    return name;
  });
  return {
    groups,
    type: raw.TableType,
    splitting: raw.Splitting,
    // [amount, taxes, percent] and the formula only where the table type has one.
    rows: raw.Table.map((r) => (raw.TableType === 'FORMEL' ? [r.Amount, r.Taxes, r.Percent, r.Formula] : [r.Amount, r.Taxes, r.Percent])),
  };
}

function compileDeductions(table) {
  const byId = {};
  for (const r of table) byId[r.Name.ID] = { format: r.Format, min: r.Minimum, max: r.Maximum, percent: r.Percent, amount: r.Amount };
  return byId;
}

export function compileYear(year) {
  const cantons = {};
  const canton = (code) => (cantons[code] ??= { income: [], wealth: [], municipalIncome: [], deductions: { income: {}, wealth: {} } });
  let federal;
  for (const raw of readRaw(year, 'tarifs.json')) {
    const kind = TAX_TYPES[raw.TaxType];
    if (!kind) continue;
    if (raw.Target === 'BUND') {
      // Every canton carries a copy of the federal tariff; they are identical, so one is kept.
      if (kind === 'income') {
        const tariff = compileTariff(raw);
        // The federal tax has no splitting; a copy with a splitting factor is an export slip.
        tariff.splitting = 0;
        federal ??= [];
        if (!federal.some((t) => t.groups.join() === tariff.groups.join())) federal.push(tariff);
      }
      continue;
    }
    const target = canton(raw.Location.Canton);
    if (raw.Target === 'KANTON') target[kind].push(compileTariff(raw));
    else if (raw.Target === 'GEMEINDE' && kind === 'income') target.municipalIncome.push(compileTariff(raw));
  }
  let federalDeductions;
  for (const raw of readRaw(year, 'deductions.json')) {
    const kind = TAX_TYPES[raw.TaxType];
    if (!kind) continue;
    if (raw.Target === 'BUND') federalDeductions ??= compileDeductions(raw.Table);
    else canton(raw.Location.Canton).deductions[kind] = compileDeductions(raw.Table);
  }
  // [bfsId, name, canton, income: canton, municipality, roman, protestant, christ-catholic,
  //  wealth: canton, municipality, roman, protestant, christ-catholic] multipliers in percent.
  const municipalities = readRaw(year, 'factors.json')
    .map((f) => [
      f.Location.BfsID, f.Location.BfsName, f.Location.Canton,
      f.IncomeRateCanton, f.IncomeRateCity, f.IncomeRateRoman, f.IncomeRateProtestant, f.IncomeRateChrist,
      f.FortuneRateCanton, f.FortuneRateCity, f.FortuneRateRoman, f.FortuneRateProtestant, f.FortuneRateChrist,
    ])
    .sort((a, b) => a[0] - b[0]);
  if (!federal) throw new Error(`No federal income tariff in ${year}`);
  return { year, source: 'Eidgenössische Steuerverwaltung ESTV', federal: { income: federal, deductions: federalDeductions ?? {} }, cantons, municipalities };
}

function writeAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

function isYearStale(year) {
  const output = compiledTablePath(year);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  const inputs = [thisScript, ...['tarifs.json', 'factors.json', 'deductions.json'].map((n) => path.join(estvDir, String(year), n))];
  return inputs.some((f) => statSync(f).mtimeMs > built);
}

/** Compiles the years whose output is missing or older than its raw export or this script. */
export function compileTaxTablesIfStale({ force = false } = {}) {
  const compiled = [];
  for (const year of rawYears()) {
    if (!force && !isYearStale(year)) continue;
    writeAtomically(compiledTablePath(year), JSON.stringify(compileYear(year)));
    compiled.push(year);
  }
  return compiled;
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisScript) {
  const years = compileTaxTablesIfStale({ force: true });
  for (const year of years) process.stdout.write(`tax tables ${year}: ${statSync(compiledTablePath(year)).size} bytes\n`);
}
