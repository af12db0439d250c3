import { Switch as RadixSwitch } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type SwitchFieldProps = {
  id: string;
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A labelled on/off switch (role "switch", Space toggles it). The whole row is at least 44 px
 * high and the label is clickable; the state shows as position and text colour, not colour alone.
 */
export function SwitchField({ id, label, description, checked, onCheckedChange, disabled, className }: SwitchFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'bg-slate-500 data-[state=checked]:bg-ink disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <RadixSwitch.Thumb className="pointer-events-none block h-7 w-7 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 data-[state=unchecked]:translate-x-0" />
      </RadixSwitch.Root>
    </div>
  );
}
