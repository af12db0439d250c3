import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type RadioCardOption = { value: string; label: ReactNode; hint?: ReactNode; media?: ReactNode };

type RadioCardGroupProps = {
  id?: string;
  /** Id of the element that names the group (a heading or legend). */
  labelledBy: string;
  describedBy?: string;
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
 * Tab leaves the group). The chosen card shows a filled indicator and a thicker border, not colour alone.
 */
export function RadioCardGroup({ id, labelledBy, describedBy, value, onValueChange, options, invalid, layout = 'row', className }: RadioCardGroupProps) {
  const tile = layout === 'tile';
  return (
    <RadioGroup.Root
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
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
            invalid ? 'border-red-700' : 'border-slate-300',
            'hover:border-slate-400 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
            'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-600',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white group-data-[state=checked]:border-brand-600',
              tile ? 'absolute left-2 top-2' : '',
            )}
          >
            <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
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
