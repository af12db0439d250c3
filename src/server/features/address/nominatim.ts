import type { AddressSuggestion } from '@shared/contract/address';
import type { AddressDirectory } from './directory';

type NominatimResult = {
  display_name?: string;
  address?: Record<string, string | undefined>;
};

/**
 * Asks a Nominatim-compatible service (configured by ADDRESS_SEARCH_URL). Only Swiss results
 * are kept, and the Gemeinde is taken from the official directory when it knows the place,
 * because map data often names the locality rather than the political municipality.
 */
export async function searchNominatim(
  baseUrl: string,
  query: string,
  options: { limit: number; language: string; directory: AddressDirectory; timeoutMs?: number; fetchImpl?: typeof fetch },
): Promise<AddressSuggestion[]> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('countrycodes', 'ch');
  url.searchParams.set('limit', String(options.limit));
  url.searchParams.set('accept-language', options.language);
  const response = await (options.fetchImpl ?? fetch)(url, {
    headers: { accept: 'application/json', 'user-agent': 'Helvetax address search' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  });
  if (!response.ok) throw new Error(`address service answered ${response.status}`);
  const body = (await response.json()) as NominatimResult[];
  if (!Array.isArray(body)) return [];
  const results: AddressSuggestion[] = [];
  for (const item of body) {
    const a = item.address ?? {};
    if ((a.country_code ?? '').toLowerCase() !== 'ch') continue;
    const postalCode = (a.postcode ?? '').trim();
    const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb ?? '';
    if (!postalCode || !city) continue;
    const known = options.directory.municipalityOf(postalCode, city);
    const street = a.road ?? a.pedestrian ?? a.footway ?? '';
    const houseNumber = a.house_number ?? '';
    const place = `${postalCode} ${known?.locality ?? city}`;
    const streetPart = [street, houseNumber].filter(Boolean).join(' ');
    results.push({
      displayName: streetPart ? `${streetPart}, ${place}` : place,
      street,
      houseNumber,
      postalCode,
      city: known?.locality ?? city,
      gemeinde: known?.municipality ?? a.municipality ?? city,
      state: known?.canton ?? a['ISO3166-2-lvl4']?.replace(/^CH-/, '') ?? a.state ?? '',
      country: 'CH',
    });
  }
  return results;
}
