import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MunicipalityMatch } from '@shared/contract/tax-calculator';
import { useMunicipalitySearch } from '@client/lib/api/search-municipalities';
import { errorText } from '@client/lib/error-text';
import { SearchCombobox } from './SearchCombobox';
import { nameBesideCanton } from '@client/lib/municipality-name';

/** Short enough that a postal code typed in one go asks once, long enough to feel immediate. */
export const MUNICIPALITY_SEARCH_DEBOUNCE_MS = 250;

type MunicipalitySearchProps = {
  /** Id of the text field (label and tests find it by its label). */
  id: string;
  /** The year whose tax tables list the municipalities. */
  taxYear: number;
  onSelect: (municipality: MunicipalityMatch) => void;
  /** The municipality chosen before: fills the field and the hint names it. */
  selected?: Pick<MunicipalityMatch, 'name' | 'canton'> | null;
  /** Shown under the field and marks it invalid (a form that needs a municipality). */
  error?: string;
  required?: boolean;
  /** For a search that opens on request ('change municipality'): the field is what the person asked for. */
  autoFocus?: boolean;
};

const POSTAL_CODES_SHOWN = 4;

function postalCodesLine(codes: readonly string[]): string {
  const shown = codes.slice(0, POSTAL_CODES_SHOWN).join(', ');
  return codes.length > POSTAL_CODES_SHOWN ? `${shown} …` : shown;
}

const municipalityLine = (municipality: Pick<MunicipalityMatch, 'name' | 'canton'>) => `${nameBesideCanton(municipality)} (${municipality.canton})`;

/**
 * Municipality by name or postal code as a combobox (arrow keys, Enter, Escape), the way the
 * address search works; the list names each municipality's canton and postal codes so 'Buchs'
 * AG, SG and ZH can be told apart, and a live region says how many were found.
 */
export function MunicipalitySearch({ id, taxYear, onSelect, selected = null, error, required, autoFocus }: MunicipalitySearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (selected ? municipalityLine(selected) : ''));
  const [query, setQuery] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = useMunicipalitySearch(query, taxYear);
  const searching = query.length > 0;
  const results = searching ? (search.data?.results ?? []) : [];

  const onTextChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setQuery(value.trim()), MUNICIPALITY_SEARCH_DEBOUNCE_MS);
  };

  const choose = (match: MunicipalityMatch) => {
    window.clearTimeout(timer.current);
    setText(municipalityLine(match));
    onSelect(match);
  };

  const hint = selected ? t('municipalitySearch.chosen', { name: nameBesideCanton(selected), canton: selected.canton }) : t('municipalitySearch.hint');

  return (
    <SearchCombobox
      id={id}
      label={t('municipalitySearch.label')}
      hint={hint}
      error={error}
      required={required}
      autoFocus={autoFocus}
      placeholder={t('municipalitySearch.placeholder')}
      text={text}
      onTextChange={onTextChange}
      options={results}
      optionKey={(match) => match.bfsId}
      renderOption={(match) => (
        <>
          <span className="block font-medium">{municipalityLine(match)}</span>
          {match.postalCodes.length > 0 ? <span className="block text-sm text-slate-600">{postalCodesLine(match.postalCodes)}</span> : null}
        </>
      )}
      onSelect={choose}
      enter="highlighted-or-first"
      // A chosen municipality is replaced by typing, not edited letter by letter.
      selectOnFocus
      isFetching={search.isFetching}
      noResults={searching && search.data !== undefined && !search.isPlaceholderData && results.length === 0}
      noResultsText={t('municipalitySearch.noResults')}
      listLabel={t('municipalitySearch.results')}
      countText={(count) => t('municipalitySearch.found', { count })}
    >
      {search.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorText(search.error)}
        </p>
      ) : null}
    </SearchCombobox>
  );
}
