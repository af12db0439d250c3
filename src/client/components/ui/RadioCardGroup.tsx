import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export type RadioCardOption = { value: string; label: ReactNode; hint?: ReactNode; media?: ReactNode };

type RadioCardGroupProps = {
  id?: string;
  /** Id of the element that names the group (a heading or legend). */
  labelledBy?: string;
  describedBy?: string;
  /** The same three, as a Field hands them over ({...control}). */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: RadioCardOption[];
  invalid?: boolean;
  /** 'row': indicator, media and text side by side; 'tile': media above centred text (for image grids). */
  layout?: 'row' | 'tile';
  /** Grid classes, e.g. 'grid-cols-2 sm:grid-cols-3'. */
  className?: string;
};

/**
 * One choice out of a few, shown as cards: native radio buttons in a group (role "radiogroup";
 * arrow keys move and choose, Tab leaves the group), each card the label of its button. The
 * chosen card is ink, not red (red means an error): a dark border, a faint tint and a check mark
 * in the indicator, so it does not rely on colour alone.
 *
 * Native radios rather than Radix's RadioGroup: inside a form, Radix keeps a hidden input beside
 * every item that reads its button's size in a layout effect and sets state from it, a forced
 * layout and a second render of every card; that was most of React's first render of the
 * questionnaire's first step on a phone (issue 10). The browser's radios need no script at all.
 */
export function RadioCardGroup({ id, labelledBy, describedBy, value, onValueChange, options, invalid, layout = 'row', className, ...aria }: RadioCardGroupProps) {
  const name = useId();
  const tile = layout === 'tile';
  const isInvalid = invalid || aria['aria-invalid'] === true;
  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={aria['aria-labelledby'] ?? labelledBy}
      aria-describedby={aria['aria-describedby'] ?? describedBy}
      aria-invalid={isInvalid ? true : undefined}
      aria-required={aria['aria-required'] ? true : undefined}
      className={cn('grid grid-cols-1 gap-2', className)}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 w-full min-w-0 cursor-pointer rounded-xl border bg-white text-slate-900',
              tile ? 'flex-col items-center gap-1.5 px-1 pb-2.5 pt-3 text-center' : 'items-center gap-3 px-3.5 py-2.5 text-left',
              isInvalid ? 'border-red-700' : 'border-slate-400',
              'hover:border-slate-500 hover:bg-slate-50',
              'has-checked:border-ink has-checked:bg-selected has-checked:ring-1 has-checked:ring-ink',
              // The radio itself is invisible (it covers the card): the card shows its focus, as :focus-visible does elsewhere.
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus has-focus-visible:shadow-[0_0_0_2px_#fff]',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-ink bg-ink' : 'border-slate-500 bg-white',
                tile ? 'absolute left-2 top-2' : '',
              )}
            >
              {checked ? <Check className="h-3 w-3 text-white" strokeWidth={3.5} /> : null}
            </span>
            {option.media}
            <span className={cn('min-w-0 [overflow-wrap:anywhere]', tile ? '' : 'flex-1')}>
              <span className={cn('block font-medium', tile ? 'text-[0.8125rem] leading-tight' : '')}>{option.label}</span>
              {option.hint ? <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span> : null}
            </span>
            {/* Last and over the whole card, so a tap anywhere on it lands on the radio. */}
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onValueChange(option.value)}
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
            />
          </label>
        );
      })}
    </div>
  );
}
