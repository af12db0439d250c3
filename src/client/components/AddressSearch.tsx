import { LoaderCircle, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS, type AddressSuggestion } from '@shared/contract/address';
import { isSessionExpired } from '@client/lib/api-client';
import { useAddressSearch } from '@client/lib/api/search-addresses';
import { toast } from '@client/lib/toast';
import { Field } from './ui/Field';
import { cn } from './ui/cn';

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
  const listboxId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = useAddressSearch(query);
  const searching = query.trim().length >= ADDRESS_SEARCH_MIN_CHARS;
  const response = searching ? search.data : undefined;
  const results = response?.results ?? [];
  const showList = open && searching && results.length > 0;
  const showEmpty = open && searching && response !== undefined && !search.isPlaceholderData && results.length === 0;

  // A failed lookup is reported once per failure (spec part 2 §8).
  useEffect(() => {
    if (search.isError && !isSessionExpired(search.error)) {
      toast({ title: t('addressSearch.failed'), variant: 'destructive' });
    }
  }, [search.isError, search.error, search.errorUpdatedAt, t]);

  const onTextChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setQuery(value.trim()), ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  const choose = (suggestion: AddressSuggestion) => {
    window.clearTimeout(timer.current);
    setText(suggestion.displayName);
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted suggestion and never submits a surrounding form.
      event.preventDefault();
      if (showList && active >= 0 && results[active]) choose(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <div className={cn('relative', className)}>
      <Field id={id} label={t('addressSearch.label')} hint={t('addressSearch.hint')}>
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <input
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              placeholder={t('addressSearch.placeholder')}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              className={cn(
                'block min-h-11 w-full rounded-xl border border-slate-500 bg-white py-2.5 pl-11 pr-11 text-base text-slate-900',
                'placeholder:text-slate-500',
              )}
            />
            {search.isFetching ? (
              <LoaderCircle aria-hidden="true" className="absolute right-3.5 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin text-brand-600" />
            ) : null}
          </div>
        )}
      </Field>

      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('addressSearch.results')}
        hidden={!showList}
        // Keeps the focus in the field so a click on a suggestion is not lost to the blur.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {results.map((suggestion, index) => (
          <li
            key={`${suggestion.displayName}|${suggestion.gemeinde}|${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-slate-900',
              index === active ? 'bg-slate-100' : '',
            )}
          >
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-medium">{suggestion.displayName}</span>
              <span className="block text-sm text-slate-600">
                {t('addressSearch.municipality', { gemeinde: suggestion.gemeinde, canton: suggestion.state })}
              </span>
            </span>
          </li>
        ))}
      </ul>

      <div aria-live="polite" className="sr-only">
        {showList ? t('addressSearch.found', { count: results.length }) : ''}
      </div>
      {showEmpty ? (
        <div role="status" className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('addressSearch.noResultsTitle')}</p>
          <p className="mt-0.5">{t('addressSearch.noResultsText')}</p>
        </div>
      ) : null}
      {response ? (
        <p className="mt-2 text-xs text-slate-600">
          {response.source.remote
            ? t('addressSearch.sourceWithRemote', { directory: sourceLabel(response.source, i18n.language) })
            : t('addressSearch.source', { directory: sourceLabel(response.source, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}

/** "swisstopo, Amtliches Ortschaftenverzeichnis (July 2021)" with the month in the UI language. */
function sourceLabel(source: { directory: string; directoryDate: string }, language: string): string {
  const [year, month] = source.directoryDate.split('-').map(Number);
  const locale = language === 'gsw' ? 'de-CH' : `${language}-CH`;
  const date = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)));
  return `${source.directory} (${date})`;
}
