import { ADDRESS_SEARCH_LIMIT, type AddressSuggestion } from '@shared/contract/address';
import type { Language } from '@shared/domain/languages';
import { splitStreet, type AddressDirectory } from './directory';
import { searchNominatim } from './nominatim';

export type AddressSearchDeps = {
  directory: AddressDirectory;
  /** Nominatim-compatible base URL; unset means the offline directory only. */
  remoteUrl: string | undefined;
  fetchImpl?: typeof fetch;
};

/**
 * Address suggestions for what the person typed: the remote service first when configured,
 * then the offline directory, without duplicates. When the remote service fails or is slow,
 * the directory still answers.
 */
export async function searchAddresses(deps: AddressSearchDeps, args: { query: string; language: Language }): Promise<{ results: AddressSuggestion[]; remote: boolean }> {
  const offline = deps.directory.search(args.query, ADDRESS_SEARCH_LIMIT);
  if (!deps.remoteUrl) return { results: offline, remote: false };
  let remote: AddressSuggestion[];
  try {
    remote = await searchNominatim(deps.remoteUrl, args.query, {
      limit: ADDRESS_SEARCH_LIMIT,
      language: args.language === 'gsw' ? 'de' : args.language,
      directory: deps.directory,
      fetchImpl: deps.fetchImpl,
    });
  } catch {
    remote = [];
  }
  // A remote hit without a house number gets the one the person typed, as the offline path does.
  const typed = splitStreet(args.query.split(',')[0] ?? '');
  const merged = [...remote.map((r) => (r.houseNumber || !typed.houseNumber ? r : { ...r, houseNumber: typed.houseNumber })), ...offline];
  const seen = new Set<string>();
  const results = merged.filter((r) => {
    const key = `${r.street.toLowerCase()}|${r.houseNumber}|${r.postalCode}|${r.city.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { results: results.slice(0, ADDRESS_SEARCH_LIMIT), remote: remote.length > 0 };
}
