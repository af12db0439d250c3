import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS, type AddressSuggestion } from '@shared/contract/address';
import { isSessionExpired } from '@client/lib/api-client';
import { useAddressSearch } from '@client/lib/api/search-addresses';
import { toast } from '@client/lib/toast';
import { SearchCombobox } from './SearchCombobox';

type AddressSearchProps = {
  /** Id of the text field (label and tests find it by its label). */
  id: string;
  onSelect: (suggestion: AddressSuggestion) => void;
  className?: string;
};

/** The street line of a suggestion: street and house number. */
export function streetLine(suggestion: Pick<AddressSuggestion, 'street' | 'houseNumber'>): string {
  return [suggestion.street, suggestion.houseNumber].filter(Boolean).join(' ');
}

/** The address a suggestion fills in the profile's fields. */
export type ChosenAddress = { street: string; zipCode: string; city: string; gemeinde: string };

/**
 * What choosing a suggestion fills in. A place-only suggestion (postal code and locality, no
 * street: the offline directory knows no streets) keeps the street the person already typed
 * instead of emptying it.
 */
export function addressFromSuggestion(suggestion: AddressSuggestion, typedStreet: string): ChosenAddress {
  return {
    street: streetLine(suggestion) || typedStreet,
    zipCode: suggestion.postalCode,
    city: suggestion.city,
    gemeinde: suggestion.gemeinde,
  };
}

/**
 * Search-as-you-type for Swiss addresses (spec part 2 §5): asks the server 500 ms after the
 * last keystroke once 3 characters are typed, lists up to 5 suggestions as a combobox (arrow
 * keys, Enter, Escape), names the data source, and says so when nothing Swiss was found.
 */
export function AddressSearch({ id, onSelect, className }: AddressSearchProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = useAddressSearch(query);
  const searching = query.trim().length >= ADDRESS_SEARCH_MIN_CHARS;
  const response = searching ? search.data : undefined;
  const results = response?.results ?? [];

  // A failed lookup is reported once per failure (spec part 2 §8).
  useEffect(() => {
    if (search.isError && !isSessionExpired(search.error)) {
      toast({ title: t('addressSearch.failed'), variant: 'destructive' });
    }
  }, [search.isError, search.error, search.errorUpdatedAt, t]);

  const onTextChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setQuery(value.trim()), ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  const choose = (suggestion: AddressSuggestion) => {
    window.clearTimeout(timer.current);
    setText(suggestion.displayName);
    onSelect(suggestion);
  };

  return (
    <SearchCombobox
      id={id}
      className={className}
      label={t('addressSearch.label')}
      hint={t('addressSearch.hint')}
      placeholder={t('addressSearch.placeholder')}
      text={text}
      onTextChange={onTextChange}
      options={results}
      optionKey={(suggestion, index) => `${suggestion.displayName}|${suggestion.gemeinde}|${index}`}
      renderOption={(suggestion) => (
        <>
          <span className="block font-medium">{suggestion.displayName}</span>
          <span className="block text-sm text-slate-600">
            {t('addressSearch.municipality', { gemeinde: suggestion.gemeinde, canton: suggestion.state })}
          </span>
        </>
      )}
      onSelect={choose}
      // Enter only ever picks a suggestion: the search fills the address form, it never submits it.
      enter="highlighted-only"
      isFetching={search.isFetching}
      noResults={response !== undefined && !search.isPlaceholderData && results.length === 0}
      noResultsText={
        <>
          <p className="font-semibold">{t('addressSearch.noResultsTitle')}</p>
          <p className="mt-0.5">{t('addressSearch.noResultsText')}</p>
        </>
      }
      listLabel={t('addressSearch.results')}
      countText={(count) => t('addressSearch.found', { count })}
    >
      {response ? (
        <p className="mt-2 text-xs text-slate-600">
          {response.source.remote
            ? t('addressSearch.sourceWithRemote', { directory: sourceLabel(response.source, i18n.language) })
            : t('addressSearch.source', { directory: sourceLabel(response.source, i18n.language) })}
        </p>
      ) : null}
    </SearchCombobox>
  );
}

/** "swisstopo, Amtliches Ortschaftenverzeichnis (July 2021)" with the month in the UI language. */
function sourceLabel(source: { directory: string; directoryDate: string }, language: string): string {
  const [year, month] = source.directoryDate.split('-').map(Number);
  const locale = language === 'gsw' ? 'de-CH' : `${language}-CH`;
  const date = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)));
  return `${source.directory} (${date})`;
}
