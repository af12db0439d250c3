// The simple tax (einfache Steuer) of one tariff for one taxable amount, for the five table types
// of the ESTV export. Where this follows the reading of the export in devbrains-com/swisstaxcalculator
// (MIT), it says so.
import type { Tariff, TariffRow } from './tax-tables';

/**
 * ZUERICH: each row is a bracket of `amount` francs taxed at `percent`; the income fills the
 * brackets from the bottom.
 */
function zuerichTax(amount: number, rows: TariffRow[]): number {
  let remaining = amount;
  let tax = 0;
  for (const [width, , percent] of rows) {
    const inBracket = Math.min(remaining, width);
    tax += (inBracket * percent) / 100;
    remaining -= inBracket;
    if (remaining <= 0) break;
  }
  return tax;
}

/** The last row whose start is at or below the amount (BUND and FORMEL tables). */
function rowStartingAtOrBelow(amount: number, rows: TariffRow[]): TariffRow | undefined {
  let found: TariffRow | undefined;
  for (const row of rows) {
    if (row[0] <= amount) found = row;
    else break;
  }
  return found;
}

/** BUND: the tax at the start of the bracket plus `percent` of what lies above it. */
function bundTax(amount: number, rows: TariffRow[]): number {
  const row = rowStartingAtOrBelow(amount, rows);
  if (!row) return 0;
  return row[1] + ((amount - row[0]) * row[2]) / 100;
}

/**
 * FREIBURG: the rows are points of the average rate; between two points the rate rises in a
 * straight line and applies to the whole amount. Above the last point its rate holds.
 */
function freiburgTax(amount: number, rows: TariffRow[]): number {
  let previous: TariffRow | undefined;
  for (const row of rows) {
    if (row[0] >= amount) {
      if (!previous) return (amount * row[2]) / 100;
      const rate = previous[2] + ((amount - previous[0]) * (row[2] - previous[2])) / (row[0] - previous[0]);
      return (amount * rate) / 100;
    }
    previous = row;
  }
  return previous ? (amount * previous[2]) / 100 : 0;
}

type Formula = (wert: number) => number;
const parsedFormulas = new Map<string, Formula>();

/**
 * FORMEL rows carry an expression in `$wert$` (the taxable amount) with + - * / ( ) and `log`
 * (natural logarithm), as Basel-Landschaft publishes its tariff. Parsed once into a closure.
 */
export function parseFormula(source: string): Formula {
  const tokens = source.match(/\$wert\$|log|\d+(?:\.\d+)?|[-+*/()]/g) ?? [];
  if (tokens.join('') !== source.replace(/\s+/g, '')) throw new Error(`Unsupported tariff formula: ${source}`);
  let pos = 0;
  const expression = (): Formula => {
    let left = term();
    while (tokens[pos] === '+' || tokens[pos] === '-') {
      const op = tokens[pos++];
      const a = left;
      const b = term();
      left = op === '+' ? (w) => a(w) + b(w) : (w) => a(w) - b(w);
    }
    return left;
  };
  const term = (): Formula => {
    let left = unary();
    while (tokens[pos] === '*' || tokens[pos] === '/') {
      const op = tokens[pos++];
      const a = left;
      const b = unary();
      left = op === '*' ? (w) => a(w) * b(w) : (w) => a(w) / b(w);
    }
    return left;
  };
  const unary = (): Formula => {
    if (tokens[pos] === '-') {
      pos++;
      const a = primary();
      return (w) => -a(w);
    }
    return primary();
  };
  const primary = (): Formula => {
    const token = tokens[pos++];
    if (token === 'log') {
      const a = primary();
      return (w) => Math.log(a(w));
    }
    if (token === '(') {
      const inner = expression();
      if (tokens[pos++] !== ')') throw new Error(`Missing ) in tariff formula: ${source}`);
      return inner;
    }
    if (token === '$wert$') return (w) => w;
    const value = Number(token);
    if (token === undefined || Number.isNaN(value)) throw new Error(`Unexpected '${token}' in tariff formula: ${source}`);
    return () => value;
  };
  const formula = expression();
  if (pos !== tokens.length) throw new Error(`Unexpected '${tokens[pos]}' in tariff formula: ${source}`);
  return formula;
}

function formelTax(amount: number, rows: TariffRow[]): number {
  const row = rowStartingAtOrBelow(amount, rows);
  const source = row?.[3];
  if (!source) return 0;
  let formula = parsedFormulas.get(source);
  if (!formula) {
    formula = parseFormula(source);
    parsedFormulas.set(source, formula);
  }
  const tax = formula(amount);
  return Number.isFinite(tax) && tax > 0 ? tax : 0;
}

/** The simple tax in francs (unrounded) of `amount` francs on this tariff. */
export function simpleTax(tariff: Tariff, amount: number): number {
  if (amount <= 0) return 0;
  switch (tariff.type) {
    case 'ZUERICH':
      // Some ZUERICH tables carry cumulative taxes per row: they are BUND tables in the wrong
      // column (the same reading as devbrains-com/swisstaxcalculator).
      return tariff.rows.some((r) => r[1] > 0) ? bundTax(amount, tariff.rows) : zuerichTax(amount, tariff.rows);
    case 'BUND':
      return bundTax(amount, tariff.rows);
    case 'FLATTAX':
      return (amount * (tariff.rows[0]?.[2] ?? 0)) / 100;
    case 'FREIBURG':
      return freiburgTax(amount, tariff.rows);
    case 'FORMEL':
      return formelTax(amount, tariff.rows);
  }
}
