import { readFileSync } from 'node:fs';
import type { AddressSuggestion } from '@shared/contract/address';

/**
 * The official directory of localities (swisstopo, Amtliches Ortschaftenverzeichnis, July 2021)
 * shipped with the app, so address search works without any network. It knows postal codes,
 * localities and their political municipality (Gemeinde), not streets: the street and house
 * number are taken from what the person typed.
 */
export const DIRECTORY_SOURCE = 'swisstopo, Amtliches Ortschaftenverzeichnis';
/** Publication month of the shipped export (YYYY-MM); the client formats it in its language. */
export const DIRECTORY_DATE = '2021-07';

export type Locality = { postalCode: string; locality: string; municipality: string; bfsNumber: number; canton: string; language: string };

type IndexedLocality = Locality & { localityKey: string; municipalityKey: string; keys: string[] };

/** Lowercase, umlauts spelled out (ü = ue), accents dropped, punctuation to spaces. */
export function searchKey(text: string): string {
  return plainKey(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

/** Lowercase with every accent dropped (ü = u): how people type on a keyboard without umlauts. */
function plainKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Reads a directory export with the columns postal_code,locality,municipality,bfs_number,canton,language. */
export function parseDirectory(csv: string): Locality[] {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines.shift()?.split(',') ?? [];
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i === -1) throw new Error(`address directory lacks the column ${name}`);
    return i;
  };
  const [pc, loc, mun, bfs, can, lang] = ['postal_code', 'locality', 'municipality', 'bfs_number', 'canton', 'language'].map(col) as number[];
  return lines.map((line) => {
    const f = line.split(',');
    return {
      postalCode: f[pc!]!.trim(),
      locality: f[loc!]!.trim(),
      municipality: f[mun!]!.trim(),
      bfsNumber: Number(f[bfs!]),
      canton: f[can!]!.trim(),
      language: f[lang!]!.trim(),
    };
  });
}

export type AddressDirectory = {
  search: (query: string, limit: number) => AddressSuggestion[];
  /** The Gemeinde of a postal code and locality, to check what a remote service says. */
  municipalityOf: (postalCode: string, city: string) => Locality | undefined;
};

/** Splits "Bahnhofstrasse 12a" into street and house number. */
export function splitStreet(text: string): { street: string; houseNumber: string } {
  const m = text.trim().match(/^(.*?)[\s,]+(\d+\s?[a-zA-Z]?)$/);
  if (m && m[1]) return { street: m[1].trim(), houseNumber: m[2]!.replace(/\s/g, '') };
  return { street: text.trim(), houseNumber: '' };
}

export function createAddressDirectory(localities: Locality[]): AddressDirectory {
  // Liechtenstein shares the postal system but is not Switzerland: Swiss taxation only.
  const rows: IndexedLocality[] = localities
    .filter((l) => l.canton !== 'LI' && l.canton !== 'FL')
    .map((l) => ({
      ...l,
      localityKey: searchKey(l.locality),
      municipalityKey: searchKey(l.municipality),
      keys: [searchKey(l.locality), searchKey(l.municipality), plainKey(l.locality), plainKey(l.municipality)],
    }));

  function toSuggestion(row: Locality, streetText: string): AddressSuggestion {
    const { street, houseNumber } = splitStreet(streetText);
    const place = `${row.postalCode} ${row.locality}`;
    const streetPart = [street, houseNumber].filter(Boolean).join(' ');
    return {
      displayName: streetPart ? `${streetPart}, ${place}` : place,
      street,
      houseNumber,
      postalCode: row.postalCode,
      city: row.locality,
      gemeinde: row.municipality,
      state: row.canton,
      country: 'CH',
    };
  }

  function matchPlace(text: string, candidates: IndexedLocality[]): { rows: IndexedLocality[]; exact: boolean } {
    const queryKeys = [searchKey(text), plainKey(text)].filter(Boolean);
    if (!queryKeys.length) return { rows: [], exact: false };
    const exact = candidates.filter((r) => r.keys.some((k) => queryKeys.includes(k)));
    if (exact.length) return { rows: exact, exact: true };
    const prefix = candidates.filter((r) => r.keys.some((k) => queryKeys.some((q) => k.startsWith(q))));
    return { rows: prefix, exact: false };
  }

  return {
    search(query, limit) {
      const parts = query.split(',').map((p) => p.trim()).filter(Boolean);
      const tokens = parts.join(' ').split(/\s+/).filter(Boolean);
      const postalIndex = tokens.findIndex((t) => /^\d{4}$/.test(t));
      const postal = postalIndex >= 0 ? tokens[postalIndex] : undefined;
      const candidates = postal ? rows.filter((r) => r.postalCode === postal) : rows;
      let streetTokens = postal ? tokens.slice(0, postalIndex) : tokens;
      let placeTokens = postal ? tokens.slice(postalIndex + 1) : [];

      let matched: IndexedLocality[] = [];
      if (postal) {
        matched = placeTokens.length ? matchPlace(placeTokens.join(' '), candidates).rows : candidates;
        if (!matched.length) matched = candidates;
      } else if (parts.length > 1) {
        // "street, place": the last comma part names the place.
        placeTokens = parts[parts.length - 1]!.split(/\s+/);
        streetTokens = parts.slice(0, -1).join(' ').split(/\s+/);
        matched = matchPlace(placeTokens.join(' '), candidates).rows;
      } else {
        // No postal code and no comma: the longest tail of the words that names a place is the
        // place, the words before it are the street ("Hauptstrasse 5 Aeugst").
        for (let k = tokens.length; k >= 1 && !matched.length; k--) {
          const tail = tokens.slice(tokens.length - k).join(' ');
          const hit = matchPlace(tail, candidates);
          if (hit.rows.length && (hit.exact || k === tokens.length || searchKey(tail).length >= 3)) {
            matched = hit.rows;
            streetTokens = tokens.slice(0, tokens.length - k);
            placeTokens = tokens.slice(tokens.length - k);
          }
        }
      }
      const streetText = streetTokens.join(' ');
      // A place named by its locality ranks before one that only belongs to a municipality of that name.
      const placeKeys = [searchKey(placeTokens.join(' ')), plainKey(placeTokens.join(' '))];
      const rank = (r: IndexedLocality) => (placeKeys.includes(r.localityKey) || placeKeys.includes(plainKey(r.locality)) ? 0 : 1);
      const sorted = [...matched].sort(
        (a, b) => rank(a) - rank(b) || a.postalCode.localeCompare(b.postalCode) || a.locality.localeCompare(b.locality, 'de'),
      );
      const seen = new Set<string>();
      const results: AddressSuggestion[] = [];
      for (const row of sorted) {
        const key = `${row.postalCode}|${row.locality}|${row.municipality}`;
        if (seen.has(key)) continue;
        seen.add(key);
        results.push(toSuggestion(row, streetText));
        if (results.length >= limit) break;
      }
      return results;
    },
    municipalityOf(postalCode, city) {
      const key = searchKey(city);
      const same = rows.filter((r) => r.postalCode === postalCode);
      return same.find((r) => r.localityKey === key) ?? same.find((r) => r.municipalityKey === key) ?? (same.length === 1 ? same[0] : undefined);
    },
  };
}

let shippedRows: Locality[] | undefined;
/** The localities of the directory file shipped next to this module, parsed once (app.ts hands them to the tax calculator's municipality search too). */
export function shippedLocalities(): Locality[] {
  shippedRows ??= parseDirectory(readFileSync(new URL('./ch-postal-localities.csv', import.meta.url), 'utf8'));
  return shippedRows;
}

let shipped: AddressDirectory | undefined;
/** The directory built from the shipped localities, once. */
export function shippedAddressDirectory(): AddressDirectory {
  shipped ??= createAddressDirectory(shippedLocalities());
  return shipped;
}
