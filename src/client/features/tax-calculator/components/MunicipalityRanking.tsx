import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankedMunicipality } from '@shared/contract/tax-calculator';
import { Button } from '@client/components/ui/Button';
import { Field, Input } from '@client/components/ui/Field';
import { cn } from '@client/components/ui/cn';
import { formatChf } from '@client/lib/format';
import { nameBesideCanton } from '@client/lib/municipality-name';

/** Rows rendered at a time: about two phone screens, so a list of 2,100 stays quick to draw. */
export const RANKING_PAGE_SIZE = 50;

type RankedRow = RankedMunicipality & { rank: number };

/** Lower case without accents: 'zurich' finds 'Zürich', 'neuchatel' finds 'Neuchâtel'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

function matches(row: RankedRow, query: string): boolean {
  if (!query) return true;
  return folded(row.name).includes(query) || row.canton.toLowerCase() === query;
}

type MunicipalityRankingProps = {
  municipalities: readonly RankedMunicipality[];
  /** The municipality the person chose: highlighted, with its rank named above the list. */
  homeBfsId: number;
};

/**
 * Every municipality of Switzerland for this household, the lowest total first, as a table:
 * the first 50 rows, 'show more' for the next, and a search by name or canton that keeps each
 * row's rank in the whole list.
 */
export function MunicipalityRanking({ municipalities, homeBfsId }: MunicipalityRankingProps) {
  const { t } = useTranslation('taxCalculator');
  const captionId = useId();
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(RANKING_PAGE_SIZE);
  const deferredFilter = useDeferredValue(filter);

  const rows: RankedRow[] = municipalities.map((m, index) => ({ ...m, rank: index + 1 }));
  const home = rows.find((row) => row.bfsId === homeBfsId);
  const cheapest = rows[0];
  const query = folded(deferredFilter.trim());
  const filtered = rows.filter((row) => matches(row, query));
  const visible = filtered.slice(0, shown);
  const homeIndex = home ? filtered.indexOf(home) : -1;

  const showHome = () => {
    if (!home) return;
    // Without a filter that hides it, the list grows to the home row, which takes the focus.
    if (homeIndex < 0) setFilter('');
    const index = homeIndex < 0 ? home.rank - 1 : homeIndex;
    setShown((current) => Math.max(current, Math.ceil((index + 1) / RANKING_PAGE_SIZE) * RANKING_PAGE_SIZE));
    window.requestAnimationFrame(() => document.getElementById(`ranking-row-${home.bfsId}`)?.focus());
  };

  return (
    <div className="flex flex-col gap-4">
      {home ? (
        <div className="rounded-xl border-2 border-slate-900 bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">{t('ranking.homeRank', { name: nameBesideCanton(home), canton: home.canton, rank: home.rank, all: rows.length })}</p>
          <p className="mt-1 text-sm text-slate-700">{t('ranking.homeTotal', { total: formatChf(home.total) })}</p>
          {cheapest && cheapest.bfsId !== home.bfsId ? (
            <p className="mt-1 text-sm text-slate-700">
              {t('ranking.cheapest', { name: nameBesideCanton(cheapest), canton: cheapest.canton, saving: formatChf(home.total - cheapest.total) })}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" className="mt-3" onClick={showHome}>
            {t('ranking.showHome')}
          </Button>
        </div>
      ) : null}

      <Field id="ranking-filter" label={t('ranking.filterLabel')} hint={t('ranking.filterHint')}>
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <Input
              {...control}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setShown(RANKING_PAGE_SIZE);
              }}
              className="pl-11"
            />
          </div>
        )}
      </Field>
      <p aria-live="polite" className="text-sm text-slate-700">
        {t('ranking.shown', { shown: visible.length, all: filtered.length })}
      </p>

      <div className="overflow-x-auto">
        <table aria-describedby={captionId} className="w-full border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {t('ranking.caption', { all: rows.length })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ranking.rank')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ranking.municipality')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('ranking.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => {
              const isHome = row.bfsId === homeBfsId;
              return (
                <tr
                  key={row.bfsId}
                  id={`ranking-row-${row.bfsId}`}
                  tabIndex={isHome ? -1 : undefined}
                  aria-current={isHome ? 'true' : undefined}
                  className={cn('border-b border-slate-200', isHome ? 'bg-brand-50 font-semibold outline-offset-[-2px]' : '')}
                >
                  <td className="py-2.5 pr-3 tabular-nums text-slate-700">{row.rank}</td>
                  <td className="py-2.5 pr-3 text-slate-900">
                    <span className={isHome ? 'border-l-4 border-brand-700 pl-2' : ''}>
                      {nameBesideCanton(row)} <span className="text-slate-600">({row.canton})</span>
                    </span>
                    {isHome ? <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('ranking.yours')}</span> : null}
                  </td>
                  <td className="py-2.5 text-right tabular-nums text-slate-900">{formatChf(row.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {visible.length === 0 ? <p className="text-slate-700">{t('ranking.noMatch')}</p> : null}
      {filtered.length > visible.length ? (
        <Button variant="secondary" className="self-center" onClick={() => setShown((current) => current + RANKING_PAGE_SIZE)}>
          {t('ranking.showMore', { number: Math.min(RANKING_PAGE_SIZE, filtered.length - visible.length) })}
        </Button>
      ) : null}
    </div>
  );
}
