import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type SelectOption = { value: string; label: string; disabled?: boolean; hint?: string };

type SelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** Accessible name of the trigger, when no Field's <label> names it. */
  label?: string;
  /** The trigger's id, so a Field's <label for> names it ({...control}). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Said by screen readers (aria-required on the combobox). */
  required?: boolean;
  /** What the closed trigger shows; defaults to the chosen option's label. */
  display?: ReactNode;
  /** What the trigger shows while nothing is chosen (value ''). */
  placeholder?: ReactNode;
  icon?: ReactNode;
  triggerClassName?: string;
  /** Marks the field as wrongly filled (red border, aria-invalid). */
  invalid?: boolean;
  /** Id of the text that explains the field or its error. */
  describedBy?: string;
  /** Opens the list on mount (a lazily loaded select replacing a pressed stand-in trigger). */
  defaultOpen?: boolean;
};

/** A Radix select (combobox) with keyboard support; disabled options can carry a hint. */
export function Select({ value, onValueChange, options, label, id, required, display, placeholder, icon, triggerClassName, invalid, describedBy, defaultOpen, ...aria }: SelectProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <RadixSelect.Trigger
        id={id}
        aria-label={label}
        aria-invalid={invalid || aria['aria-invalid'] ? true : undefined}
        aria-describedby={aria['aria-describedby'] ?? describedBy}
        aria-required={required ? true : undefined}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-500 bg-white px-3 text-sm font-medium text-slate-900 aria-invalid:border-2 aria-invalid:border-red-700',
          'hover:bg-slate-50',
          triggerClassName,
        )}
      >
        {icon}
        <RadixSelect.Value placeholder={placeholder ? <span className="text-slate-600">{placeholder}</span> : undefined}>{display}</RadixSelect.Value>
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-600" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          collisionPadding={12}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex min-h-11 cursor-pointer select-none flex-col justify-center rounded-lg py-2 pl-9 pr-3 text-sm text-slate-900 outline-none',
                  // Keyboard highlight shows as an ink outline (the list keeps focus on the item); the
                  // chosen option as a tint, bold text and a check mark.
                  'data-[highlighted]:bg-slate-100 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-focus',
                  'data-[state=checked]:bg-selected data-[state=checked]:font-semibold',
                  'data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500',
                )}
              >
                <RadixSelect.ItemIndicator className="absolute left-2.5 top-1/2 -translate-y-1/2">
                  <Check aria-hidden="true" className="h-4 w-4 text-ink" strokeWidth={3} />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.hint ? <span className="mt-0.5 text-xs text-slate-600">{option.hint}</span> : null}
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
