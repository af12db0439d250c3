import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** A spinning indicator with a text for screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} className="[&>svg]:h-10 [&>svg]:w-10" />
    </div>
  );
}
