import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskAhv } from '../mask-ahv';

/** An AHV number masked but for its last digits, with a button that shows it in full. */
export function AhvValue({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('expert');
  const [shown, setShown] = useState(false);
  if (!value) return <span className="text-slate-600">{t('notProvided')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums">{shown ? value : maskAhv(value)}</span>
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {shown ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {shown ? t('ahv.hide') : t('ahv.show')}
      </button>
    </span>
  );
}
