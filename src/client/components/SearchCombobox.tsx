import { LoaderCircle, MapPin, Search } from 'lucide-react';
import { useId, useState, type FocusEvent, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from './ui/Field';
import { cn } from './ui/cn';

/**
 * What Enter does in the field.
 * - 'highlighted-or-first': while the list is open it picks the highlighted option, or the first
 *   when none is highlighted; with the list closed it submits the form around the field as usual.
 * - 'highlighted-only': it picks the highlighted option, if any, and never submits the form around
 *   the field (a search that only fills other fields of that form).
 */
export type SearchComboboxEnter = 'highlighted-or-first' | 'highlighted-only';

export type SearchComboboxProps<Option> = {
  /** Id of the text field (label and tests find it by its label). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and marks it invalid. */
  error?: string;
  required?: boolean;
  placeholder: string;
  /** The text in the field: the caller owns it (it debounces its query from it and fills it on a choice). */
  text: string;
  onTextChange: (text: string) => void;
  /** The options to list; an empty list keeps the listbox closed. */
  options: readonly Option[];
  optionKey: (option: Option, index: number) => Key;
  /** The text of one option, beside its pin. */
  renderOption: (option: Option) => ReactNode;
  onSelect: (option: Option) => void;
  /** Shows the spinner in the field. */
  isFetching: boolean;
  /** The search has answered and found nothing; the message shows while the field has the focus. */
  noResults: boolean;
  noResultsText: ReactNode;
  /** The listbox's accessible name. */
  listLabel: string;
  /** What the live region announces while the list is open. */
  countText: (count: number) => string;
  enter?: SearchComboboxEnter;
  /** Selects the whole text on focus, so a chosen value is replaced by typing, not edited letter by letter. */
  selectOnFocus?: boolean;
  /** For a search that opens on request: the field is what the person asked for. */
  autoFocus?: boolean;
  className?: string;
  /** Shown below the list and the no-results message (a data source, a failed search). */
  children?: ReactNode;
};

/**
 * A search field with a list of places to choose from, as an ARIA combobox: arrow keys move the
 * highlight round the list, Enter picks (see `enter`), Escape closes the list, the list opens
 * with the focus and closes with the blur, and a live region says how many options there are.
 */
export function SearchCombobox<Option>({
  id,
  label,
  hint,
  error,
  required,
  placeholder,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  isFetching,
  noResults,
  noResultsText,
  listLabel,
  countText,
  enter = 'highlighted-or-first',
  selectOnFocus = false,
  autoFocus,
  className,
  children,
}: SearchComboboxProps<Option>) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;

  const changeText = (value: string) => {
    setOpen(true);
    setActive(-1);
    onTextChange(value);
  };

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (enter === 'highlighted-or-first') {
        // With the list open, Enter picks an option instead of submitting the form around the field.
        if (!showList) return;
        event.preventDefault();
        const option = options[active >= 0 ? active : 0];
        if (option) choose(option);
      } else {
        event.preventDefault();
        const option = showList && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    setOpen(true);
    if (selectOnFocus) event.target.select();
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <div className={cn('relative', className)}>
      <Field id={id} label={label} hint={hint} error={error} required={required}>
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
              placeholder={placeholder}
              value={text}
              onChange={(event) => changeText(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onBlur={() => setOpen(false)}
              className="block min-h-11 w-full rounded-xl border border-slate-500 bg-white py-2.5 pl-11 pr-11 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-2 aria-invalid:border-red-700"
            />
            {isFetching ? (
              <LoaderCircle aria-hidden="true" className="absolute right-3.5 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin text-brand-600" />
            ) : null}
          </div>
        )}
      </Field>

      <ul
        id={listboxId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        // Keeps the focus in the field so a click or tap on an option is not lost to the blur.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option, index)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(option)}
            onMouseEnter={() => setActive(index)}
            className={cn('flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-slate-900', index === active ? 'bg-slate-100' : '')}
          >
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span className="min-w-0">{renderOption(option)}</span>
          </li>
        ))}
      </ul>

      <div aria-live="polite" className="sr-only">
        {showList ? countText(options.length) : ''}
      </div>
      {open && noResults ? (
        <div role="status" className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {noResultsText}
        </div>
      ) : null}
      {children}
    </div>
  );
}
