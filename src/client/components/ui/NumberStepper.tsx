import { Minus, Plus } from 'lucide-react';
import { Button } from './Button';
import { cn } from './cn';

type NumberStepperProps = {
  id: string;
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  decrementDisabled?: boolean;
  incrementDisabled?: boolean;
  /** Accessible names of the two buttons, e.g. 'Remove a child'. */
  decrementLabel: string;
  incrementLabel: string;
  /** When given, the number can be typed; the caller decides how text becomes a number. */
  onInputChange?: (text: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
  className?: string;
};

/** Minus, the number, plus. Label the number with <label htmlFor={id}> or put it in a Field. */
export function NumberStepper({
  id,
  value,
  onDecrement,
  onIncrement,
  decrementDisabled,
  incrementDisabled,
  decrementLabel,
  incrementLabel,
  onInputChange,
  className,
  ...aria
}: NumberStepperProps) {
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <Button variant="secondary" size="icon" aria-label={decrementLabel} aria-controls={id} disabled={decrementDisabled} onClick={onDecrement}>
        <Minus aria-hidden="true" className="h-5 w-5" />
      </Button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={String(value)}
        readOnly={!onInputChange}
        onChange={(event) => onInputChange?.(event.target.value)}
        onFocus={(event) => event.target.select()}
        className="h-11 w-16 rounded-xl border border-slate-500 bg-white text-center aria-invalid:border-2 aria-invalid:border-red-700 text-lg font-semibold tabular-nums text-slate-900 read-only:bg-slate-50"
        {...aria}
      />
      <Button variant="secondary" size="icon" aria-label={incrementLabel} aria-controls={id} disabled={incrementDisabled} onClick={onIncrement}>
        <Plus aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
