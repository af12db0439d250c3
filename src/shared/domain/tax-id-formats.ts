/**
 * The cantonal tax number (the 'tax address number' of the questionnaire) per canton, as part 2
 * §5 lists the formats. The same rules format the field as it is typed on the client and refuse
 * a malformed number on the server.
 */
import { CANTONS, cantonByCodeOrSlug, type CantonCode } from './cantons';

export type TaxIdFormat = {
  code: CantonCode;
  /** English canton name, matching the English info text. */
  name: string;
  /** Shown in the error: 'Invalid format. Expected: XXX.XXX.XXX'. */
  format: string;
  pattern: RegExp;
  placeholder: string;
  info: string;
  /** Digits per group, e.g. [3, 3, 3]. */
  groups: readonly number[];
  separator: '.' | '-';
  digitCount: number;
};

type Shape = { groups: readonly number[]; separator: '.' | '-' };

const DOTS_4_4_2: Shape = { groups: [4, 4, 2], separator: '.' };
const DOTS_3_3_2: Shape = { groups: [3, 3, 2], separator: '.' };
const DOTS_3_3_3: Shape = { groups: [3, 3, 3], separator: '.' };
const DASHES_3_3_3: Shape = { groups: [3, 3, 3], separator: '-' };
const DASHES_3_3_2: Shape = { groups: [3, 3, 2], separator: '-' };

const SHAPE_BY_CODE: Record<CantonCode, Shape> = {
  AG: DOTS_4_4_2,
  AI: DOTS_3_3_2, AR: DOTS_3_3_2, BL: DOTS_3_3_2, BS: DOTS_3_3_2, GL: DOTS_3_3_2, NW: DOTS_3_3_2,
  OW: DOTS_3_3_2, SH: DOTS_3_3_2, SZ: DOTS_3_3_2, UR: DOTS_3_3_2, ZG: DOTS_3_3_2,
  BE: DOTS_3_3_3, GE: DOTS_3_3_3, GR: DOTS_3_3_3, LU: DOTS_3_3_3, SG: DOTS_3_3_3, SO: DOTS_3_3_3,
  TG: DOTS_3_3_3, TI: DOTS_3_3_3, ZH: DOTS_3_3_3,
  FR: DASHES_3_3_3, NE: DASHES_3_3_3, VD: DASHES_3_3_3, VS: DASHES_3_3_3,
  JU: DASHES_3_3_2,
};

const SAMPLE_DIGITS = '1234567890';

function buildFormat(code: CantonCode, name: string, shape: Shape): TaxIdFormat {
  const { groups, separator } = shape;
  const digitCount = groups.reduce((sum, n) => sum + n, 0);
  const escaped = separator === '.' ? '\\.' : '-';
  let offset = 0;
  const samples = groups.map((n) => {
    const part = SAMPLE_DIGITS.slice(offset, offset + n);
    offset += n;
    return part;
  });
  return {
    code,
    name,
    format: groups.map((n) => 'X'.repeat(n)).join(separator),
    pattern: new RegExp(`^${groups.map((n) => `\\d{${n}}`).join(escaped)}$`),
    placeholder: samples.join(separator),
    info: `The ${digitCount}-digit tax number on your tax letter from the cantonal tax office of ${name}`,
    groups,
    separator,
    digitCount,
  };
}

export const TAX_ID_FORMATS: readonly TaxIdFormat[] = CANTONS.map((c) => buildFormat(c.code, c.names.en, SHAPE_BY_CODE[c.code]));

/** Accepts the code ('ZH', 'zh') or the profile's slug ('zuerich'). */
export function taxIdFormatFor(cantonCodeOrSlug: string | null | undefined): TaxIdFormat | undefined {
  const canton = cantonByCodeOrSlug(cantonCodeOrSlug);
  return canton ? TAX_ID_FORMATS.find((f) => f.code === canton.code) : undefined;
}

/**
 * As-you-type formatting: keeps the digits, stops at the format's length and puts a separator
 * in front of each group that has begun ('12345' -> '123.45' in Zurich). Without a known canton
 * only the digits are kept; the field is disabled until a canton is chosen anyway.
 */
export function formatTaxIdAsTyped(input: string, canton: string | null | undefined): string {
  const digits = input.replace(/\D+/g, '');
  const format = taxIdFormatFor(canton);
  if (!format) return digits;
  const kept = digits.slice(0, format.digitCount);
  const parts: string[] = [];
  let offset = 0;
  for (const size of format.groups) {
    if (offset >= kept.length) break;
    parts.push(kept.slice(offset, offset + size));
    offset += size;
  }
  return parts.join(format.separator);
}

/** Strict: the number as the canton writes it, separators included (surrounding spaces ignored). */
export function isValidTaxId(value: string | null | undefined, canton: string | null | undefined): boolean {
  const format = taxIdFormatFor(canton);
  if (!format || typeof value !== 'string') return false;
  return format.pattern.test(value.trim());
}

/**
 * The message of part 2 §5, or null when the number fits. With no canton chosen there is no
 * format to name, so the authorization message 'Missing info: select canton' is returned.
 */
export function taxIdError(value: string | null | undefined, canton: string | null | undefined): string | null {
  const format = taxIdFormatFor(canton);
  if (!format) return 'Missing info: select canton';
  return isValidTaxId(value, canton) ? null : `Invalid format. Expected: ${format.format}`;
}
