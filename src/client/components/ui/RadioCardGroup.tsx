import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
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
 * One choice out of a few, shown as cards (role "radiogroup"; arrow keys move and choose,
 * Tab leaves the group). The chosen card is ink, not red (red means an error): a dark border,
 * a faint tint and a check mark in the indicator, so it does not rely on colour alone.
 */
export function RadioCardGroup({ id, labelledBy, describedBy, value, onValueChange, options, invalid, layout = 'row', className, ...aria }: RadioCardGroupProps) {
  const tile = layout === 'tile';
  const isInvalid = invalid || aria['aria-invalid'] === true;
  return (
    <RadioGroup.Root
      id={id}
      aria-labelledby={aria['aria-labelledby'] ?? labelledBy}
      aria-describedby={aria['aria-describedby'] ?? describedBy}
      aria-invalid={isInvalid ? true : undefined}
      aria-required={aria['aria-required'] ? true : undefined}
      value={value}
      onValueChange={onValueChange}
      className={cn('grid grid-cols-1 gap-2', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'group relative flex min-h-11 w-full min-w-0 rounded-xl border bg-white text-slate-900',
            tile ? 'flex-col items-center gap-1.5 px-1 pb-2.5 pt-3 text-center' : 'items-center gap-3 px-3.5 py-2.5 text-left',
            isInvalid ? 'border-red-700' : 'border-slate-400',
            'hover:border-slate-500 hover:bg-slate-50',
            'data-[state=checked]:border-ink data-[state=checked]:bg-selected data-[state=checked]:ring-1 data-[state=checked]:ring-ink',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white group-data-[state=checked]:border-ink group-data-[state=checked]:bg-ink',
              tile ? 'absolute left-2 top-2' : '',
            )}
          >
            <RadioGroup.Indicator className="flex items-center justify-center">
              <Check className="h-3 w-3 text-white" strokeWidth={3.5} />
            </RadioGroup.Indicator>
          </span>
          {option.media}
          <span className={cn('min-w-0 [overflow-wrap:anywhere]', tile ? '' : 'flex-1')}>
            <span className={cn('block font-medium', tile ? 'text-[0.8125rem] leading-tight' : '')}>{option.label}</span>
            {option.hint ? <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span> : null}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
