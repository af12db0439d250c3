import { LoaderCircle, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MunicipalityMatch } from '@shared/contract/tax-calculator';
import { useMunicipalitySearch } from '@client/lib/api/search-municipalities';
import { errorText } from '@client/lib/error-text';
import { Field } from './ui/Field';
import { cn } from './ui/cn';
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
  const listboxId = useId();
  const [text, setText] = useState(() => (selected ? municipalityLine(selected) : ''));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = useMunicipalitySearch(query, taxYear);
  const searching = query.length > 0;
  const results = searching ? (search.data?.results ?? []) : [];
  const showList = open && results.length > 0;
  const showEmpty = open && searching && search.data !== undefined && !search.isPlaceholderData && results.length === 0;

  const onTextChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setQuery(value.trim()), MUNICIPALITY_SEARCH_DEBOUNCE_MS);
  };

  const choose = (match: MunicipalityMatch) => {
    window.clearTimeout(timer.current);
    setText(municipalityLine(match));
    setOpen(false);
    setActive(-1);
    onSelect(match);
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
      // With the list open, Enter picks a municipality (the first when none is highlighted)
      // instead of submitting the form around the field.
      if (!showList) return;
      event.preventDefault();
      const match = results[active >= 0 ? active : 0];
      if (match) choose(match);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const hint = selected ? t('municipalitySearch.chosen', { name: nameBesideCanton(selected), canton: selected.canton }) : t('municipalitySearch.hint');

  return (
    <div className="relative">
      <Field id={id} label={t('municipalitySearch.label')} hint={hint} error={error} required={required}>
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <input
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              autoFocus={autoFocus}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              placeholder={t('municipalitySearch.placeholder')}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                setOpen(true);
                // A chosen municipality is replaced by typing, not edited letter by letter.
                event.target.select();
              }}
              onBlur={() => setOpen(false)}
              className="block min-h-11 w-full rounded-xl border border-slate-500 bg-white py-2.5 pl-11 pr-11 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-2 aria-invalid:border-red-700"
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
        aria-label={t('municipalitySearch.results')}
        hidden={!showList}
        // Keeps the focus in the field so a tap on a municipality is not lost to the blur.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {results.map((match, index) => (
          <li
            key={match.bfsId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(match)}
            onMouseEnter={() => setActive(index)}
            className={cn('flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-slate-900', index === active ? 'bg-slate-100' : '')}
          >
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-medium">{municipalityLine(match)}</span>
              {match.postalCodes.length > 0 ? <span className="block text-sm text-slate-600">{postalCodesLine(match.postalCodes)}</span> : null}
            </span>
          </li>
        ))}
      </ul>

      <div aria-live="polite" className="sr-only">
        {showList ? t('municipalitySearch.found', { count: results.length }) : ''}
      </div>
      {showEmpty ? (
        <p role="status" className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('municipalitySearch.noResults')}
        </p>
      ) : null}
      {search.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorText(search.error)}
        </p>
      ) : null}
    </div>
  );
}
