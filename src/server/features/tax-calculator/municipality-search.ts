// Finding a municipality of a tax year by its name, the name of one of its localities, or a postal
// code. The municipalities and their BFS numbers come from the year's ESTV factors; postal codes
// and locality names from the localities directory the address search ships (2021), handed in by
// app.ts so the file is parsed once.
import { MUNICIPALITY_SEARCH_LIMIT, type MunicipalityMatch } from '@shared/contract/tax-calculator';
import type { MunicipalityRow } from '@shared/tax-engine/tax-tables';
import { madeOnFirstUse } from '@shared/domain/made-on-first-use';

/** One row of the localities directory, as far as the search needs it. */
export type DirectoryLocality = { postalCode: string; locality: string; municipality: string; bfsNumber: number; canton: string };

type Entry = {
  match: MunicipalityMatch;
  /** The municipality's name in both spellings (ü as ue and as u). */
  nameKeys: string[];
  /** The same without ESTV's canton suffix: "Buchs" names "Buchs (ZH)" exactly. */
  exactKeys: string[];
  /** Each word of the name ("aeugst am albis" -> albis), both spellings. */
  wordKeys: string[];
  localityKeys: string[];
};

export type MunicipalitySearch = (query: string) => MunicipalityMatch[];

/** Lowercase with every accent dropped and punctuation as spaces: how people type without umlauts. */
const plainKey = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Both Swiss spellings of a name: umlauts written out (Zuerich) and dropped (Zurich). */
const keysOf = (text: string) => {
  const spelledOut = plainKey(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
  const plain = plainKey(text);
  return spelledOut === plain ? [plain] : [spelledOut, plain];
};
/** ESTV tells municipalities of the same name apart by their canton: "Buchs (ZH)". */
const withoutCantonSuffix = (name: string) => name.replace(/\s*\([A-Z]{2}\)\s*$/, '');

// Built on first use: made while the module loads, it would keep ICU's collation data (about
// 5 MB) in the idle server's memory before anyone searches.
const collator = madeOnFirstUse(() => new Intl.Collator('de'));

export function createMunicipalitySearch(municipalities: readonly MunicipalityRow[], localities: readonly DirectoryLocality[]): MunicipalitySearch {
  const byBfs = new Map<number, DirectoryLocality[]>();
  for (const l of localities) byBfs.set(l.bfsNumber, [...(byBfs.get(l.bfsNumber) ?? []), l]);

  const known = new Set(municipalities.map((m) => m[0]));
  const entries: Entry[] = municipalities.map(([bfsId, name, canton]) => {
    const nameKeys = keysOf(name);
    // A municipality formed by a merger or a change of canton after 2021 has a new BFS number the
    // directory lacks; the localities of the municipality it replaced (a number the year no longer
    // knows) often carry its name: Andelfingen ZH (2023), Moutier, BE until 2025, JU since 2026.
    let own = byBfs.get(bfsId);
    if (!own) {
      const plainName = plainKey(withoutCantonSuffix(name));
      own = localities.filter((l) => !known.has(l.bfsNumber) && (plainKey(l.municipality) === plainName || plainKey(l.locality) === plainName));
    }
    return {
      match: { bfsId, name, canton, postalCodes: [...new Set(own.map((l) => l.postalCode))].sort() },
      nameKeys,
      exactKeys: [...new Set([...nameKeys, ...keysOf(withoutCantonSuffix(name))])],
      wordKeys: nameKeys.flatMap((k) => k.split(' ')),
      localityKeys: [...new Set(own.flatMap((l) => keysOf(l.locality)))],
    };
  });

  /** 0: the name itself, 1: the name's start, 2: a word of the name, 3: a locality; undefined: no match. */
  const nameRank = (entry: Entry, queryKeys: string[]): number | undefined => {
    if (entry.exactKeys.some((k) => queryKeys.includes(k))) return 0;
    if (entry.nameKeys.some((k) => queryKeys.some((q) => k.startsWith(q)))) return 1;
    if (entry.wordKeys.some((k) => queryKeys.some((q) => k.startsWith(q)))) return 2;
    if (entry.localityKeys.some((k) => queryKeys.some((q) => k.startsWith(q)))) return 3;
    return undefined;
  };

  return (query) => {
    const tokens = query.split(/[\s,]+/).filter(Boolean);
    const postal = tokens.find((t) => /^\d{1,4}$/.test(t));
    const text = tokens.filter((t) => t !== postal).join(' ');
    const queryKeys = text ? keysOf(text).filter(Boolean) : [];
    if (!postal && queryKeys.length === 0) return [];

    const hits: { entry: Entry; rank: number; postalCode: string }[] = [];
    for (const entry of entries) {
      const postalCode = postal ? entry.match.postalCodes.find((p) => p.startsWith(postal)) : '';
      if (postalCode === undefined) continue;
      const rank = queryKeys.length ? nameRank(entry, queryKeys) : 0;
      if (rank === undefined) continue;
      hits.push({ entry, rank, postalCode });
    }
    hits.sort(
      (a, b) =>
        Number(b.postalCode === postal) - Number(a.postalCode === postal) ||
        a.rank - b.rank ||
        a.postalCode.localeCompare(b.postalCode) ||
        collator().compare(a.entry.match.name, b.entry.match.name),
    );
    return hits.slice(0, MUNICIPALITY_SEARCH_LIMIT).map((h) => h.entry.match);
  };
}

/** Where a person lives as their profile says it: postal code, Gemeinde and canton (two-letter code), each possibly missing. */
export type ResidencePlace = { postalCode: string | null; municipality: string | null; canton: string | null };

/**
 * The one municipality a profile's postal code and Gemeinde name, or null when they name none or
 * several: a guess would compute someone's taxes for the wrong place. The search ranks what
 * matches; here only a single match counts, after the canton and then the exact name decide
 * between several (8914 is shared by Aeugst am Albis and Affoltern am Albis).
 */
export function resolveResidence(search: MunicipalitySearch, place: ResidencePlace): MunicipalityMatch | null {
  const postalCode = place.postalCode?.trim().match(/^\d{4}$/)?.[0];
  const name = place.municipality?.trim() || undefined;
  const inCanton = (matches: MunicipalityMatch[]) => (place.canton ? matches.filter((m) => m.canton === place.canton) : matches);
  const namedExactly = (matches: MunicipalityMatch[]) => {
    if (!name) return [];
    const wanted = new Set(keysOf(withoutCantonSuffix(name)));
    return matches.filter((m) => keysOf(withoutCantonSuffix(m.name)).some((k) => wanted.has(k)));
  };
  const single = (matches: MunicipalityMatch[]) => (matches.length === 1 ? matches[0]! : undefined);

  const queries = [postalCode && name ? `${postalCode} ${name}` : undefined, name, postalCode].filter((q): q is string => Boolean(q));
  for (const query of queries) {
    const matches = inCanton(search(query)).filter((m) => !postalCode || query === name || m.postalCodes.includes(postalCode));
    const found = single(matches) ?? single(namedExactly(matches));
    if (found) return found;
  }
  return null;
}
