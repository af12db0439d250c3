import { z } from 'zod';
import { textSchema } from './primitives';

/** Address suggestion (spec part 2 §3 'Address suggestion'). */
export const addressSuggestionSchema = z.object({
  displayName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  gemeinde: z.string(),
  state: z.string(),
  country: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
export const ADDRESS_SEARCH_LIMIT = 5;

export const addressSearchQuerySchema = z.object({
  q: textSchema(200).min(ADDRESS_SEARCH_MIN_CHARS, { error: 'addressQueryTooShort' }),
});
export const addressSearchResponseSchema = z.object({
  results: z.array(addressSuggestionSchema),
  /** Where the data comes from, for the footnote the UI must show. */
  source: z.object({ directory: z.string(), directoryDate: z.string(), remote: z.boolean() }),
});
