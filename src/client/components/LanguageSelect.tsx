import { ChevronDown, Globe } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/domain/languages';
import { changeLanguage, currentLanguage } from '@client/lib/i18n';
import { cn } from './ui/cn';

// The Radix select (with its positioning library) is a large share of the login page's first
// load (issue 10). Until the person opens the list, a look-alike trigger stands in for it; pressing
// it loads the select and opens it at once. Hovering or focusing it starts the download early.
const loadSelect = () => import('./ui/Select');
const Select = lazy(() => loadSelect().then((m) => ({ default: m.Select })));
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

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

/**
 * Language selector with a globe icon (spec part 1 §2.2, §3.9). All ten languages are listed;
 * only the five active ones can be chosen. On small screens the trigger shows the code only.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const language = currentLanguage();
  const selected = LANGUAGES.find((l) => l.code === language);
  const label = t('language.label');
  const icon = <Globe aria-hidden="true" className="h-4 w-4 text-slate-700" />;
  const display = (
    <>
      <span className="uppercase sm:hidden">{language}</span>
      <span className="hidden sm:inline">{selected?.name}</span>
    </>
  );
  const standIn = <StandInTrigger label={label} icon={icon} display={display} className={className} />;
  if (!opened) return <StandInTrigger label={label} icon={icon} display={display} className={className} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={standIn}>
      <Select
        defaultOpen
        label={label}
        value={language}
        onValueChange={(code) => void changeLanguage(code)}
        icon={icon}
        display={display}
        triggerClassName={className}
        options={LANGUAGES.map((l) => ({
          value: l.code,
          label: l.name,
          disabled: !l.active,
          hint: l.active ? undefined : t('language.unavailable'),
        }))}
      />
    </Suspense>
  );
}
