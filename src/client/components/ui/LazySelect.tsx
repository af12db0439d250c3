import { ChevronDown } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SelectOption } from './Select';
import { cn } from './cn';

// The Radix select (with its positioning library and scroll lock) is a large share of a page's
// first load (issue 10). Until the person opens the list, a look-alike trigger stands in for it;
// pressing it loads the select and opens it at once. Hovering or focusing it starts the download early.
const loadSelect = () => import('./Select');
const Select = lazy(() => loadSelect().then((m) => ({ default: m.Select })));
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type LazySelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** Accessible name of the trigger. */
  label: string;
  /** What the closed trigger shows. */
  display: ReactNode;
  icon?: ReactNode;
  triggerClassName?: string;
};

/** The closed trigger as the Radix select draws it (classes from ui/Select's trigger). */
function StandInTrigger({ label, icon, display, className, onOpen }: { label: string; icon: ReactNode; display: ReactNode; className?: string; onOpen?: () => void }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-autocomplete="none"
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen?.();
      }}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-500 bg-white px-3 text-sm font-medium text-slate-900 aria-invalid:border-2 aria-invalid:border-red-700',
        'hover:bg-slate-50',
        className,
      )}
    >
      {icon}
      <span style={{ pointerEvents: 'none' }}>{display}</span>
      <span aria-hidden="true">
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-600" />
      </span>
    </button>
  );
}

/** A select whose Radix implementation is downloaded only when the person first opens it. */
export function LazySelect({ value, onValueChange, options, label, display, icon, triggerClassName }: LazySelectProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <StandInTrigger label={label} icon={icon} display={display} className={triggerClassName} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<StandInTrigger label={label} icon={icon} display={display} className={triggerClassName} />}>
      <Select defaultOpen label={label} value={value} onValueChange={onValueChange} icon={icon} display={display} triggerClassName={triggerClassName} options={options} />
    </Suspense>
  );
}
