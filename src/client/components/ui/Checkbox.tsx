import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from './cn';

type CheckboxProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  className?: string;
};

/** A checkbox with a 44 px touch area; label it with a Field of kind 'checkbox' ({...control}). */
export function Checkbox({ id, checked, onCheckedChange, disabled, className, ...aria }: CheckboxProps) {
  return (
    <span className={cn('inline-flex h-11 w-11 shrink-0 items-center justify-center', className)}>
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className={cn(
          'flex h-6 w-6 items-center justify-center rounded-md border-2 border-slate-500 bg-white',
          'data-[state=checked]:border-ink data-[state=checked]:bg-ink aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...aria}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="h-4 w-4 text-white" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </span>
  );
}
