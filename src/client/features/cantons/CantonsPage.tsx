import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cantonByCode } from '@shared/domain/cantons';
import { CantonCoat } from '@client/components/CantonCoat';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';
import { currentLanguage } from '@client/lib/i18n';
import { useCantons, type CantonsResponse } from './api/get-cantons';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

type CantonEntry = CantonsResponse['cantons'][number];

/**
 * /cantons (spec part 2 'Canton overview'): the 26 coats of arms from /cantons/cantons.json;
 * choosing one shows its name and code. Names follow the interface language where we know them.
 */
export function CantonsPage() {
  const { t } = useTranslation('cantons');
  const language = currentLanguage();
  const cantons = useCantons();
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const nameOf = (entry: CantonEntry) => cantonByCode(entry.code)?.names[language] ?? entry.name;
  const selected = cantons.data?.cantons.find((c) => c.code === selectedCode);
  const collator = new Intl.Collator(language === 'gsw' ? 'de-CH' : `${language}-CH`);
  const sorted = [...(cantons.data?.cantons ?? [])].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>

      {cantons.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin text-brand-600" />
          {t('loading')}
        </p>
      ) : cantons.isError ? (
        <LoadFailedCard message={t('failed')} onRetry={() => void cantons.refetch()} retrying={cantons.isFetching} />
      ) : (
        <>
          <Card aria-live="polite" className="flex min-h-24 items-center gap-4">
            {selected ? (
              <>
                <CantonCoat name={nameOf(selected)} src={selected.imagePath} className="h-16 w-14" />
                <div>
                  <p className="text-sm text-slate-600">{t('selected')}</p>
                  <p className="text-xl font-semibold text-slate-900">{nameOf(selected)}</p>
                  <p className="text-slate-700">{t('code', { code: selected.code })}</p>
                </div>
              </>
            ) : (
              <p className="text-slate-700">{t('choose')}</p>
            )}
          </Card>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7" aria-label={t('gridLabel', { count: sorted.length })}>
            {sorted.map((entry) => {
              const isSelected = entry.code === selectedCode;
              return (
                <li key={entry.code}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setSelectedCode(entry.code)}
                    className={cn(
                      'flex h-full min-h-28 w-full flex-col items-center justify-center gap-2 rounded-xl border p-2 text-center shadow-sm',
                      'hover:bg-slate-50',
                      isSelected ? 'border-2 border-ink bg-selected font-semibold' : 'border-slate-300 bg-white',
                    )}
                  >
                    <CantonCoat name={nameOf(entry)} src={entry.imagePath} className="h-14 w-12" />
                    <span className="text-xs font-medium leading-tight text-slate-900 sm:text-sm">{nameOf(entry)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
