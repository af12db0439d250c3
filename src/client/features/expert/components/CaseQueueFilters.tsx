import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseQueueQuery } from '@shared/contract/expert';
import { cantonsSortedByName } from '@shared/domain/cantons';
import { Button } from '@client/components/ui/Button';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { currentLanguage } from '@client/lib/i18n';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

type FilterChange = Partial<Omit<CaseQueueQuery, 'page'>>;

type Props = {
  query: CaseQueueQuery;
  years: readonly number[];
  onChange: (change: FilterChange) => void;
  onReset: () => void;
};

/** Status, tax year, canton and a debounced search by name or e-mail. */
export function CaseQueueFilters({ query, years, onChange, onReset }: Props) {
  const { t } = useTranslation('expert');
  const [search, setSearch] = useState(query.q ?? '');
  const [searchFor, setSearchFor] = useState(query.q ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A search still waiting when the page closes (a row was opened) must not navigate back.
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL changed from outside (Back, reset): the box shows what the URL searches for.
  if ((query.q ?? '') !== searchFor) {
    setSearchFor(query.q ?? '');
    setSearch(query.q ?? '');
  }
  const language = currentLanguage();

  const typeSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = value.trim() || undefined;
      setSearchFor(q ?? '');
      onChange({ q });
    }, SEARCH_DEBOUNCE_MS);
  };

  const filtered = Boolean(query.status || query.taxYear || query.canton || query.q);

  return (
    <form role="search" aria-label={t('queue.filters')} onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_9rem_12rem_1fr_auto] lg:items-end">
      <Field id="queue-status" label={t('queue.status')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={query.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as CaseQueueQuery['status'] })}
          >
            <option value="">{t('queue.statusAll')}</option>
            <option value="processing">{t('status.processing')}</option>
            <option value="review_required">{t('status.review_required')}</option>
          </NativeSelect>
        )}
      </Field>
      <Field id="queue-year" label={t('queue.taxYear')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={query.taxYear === undefined ? '' : String(query.taxYear)}
            onChange={(event) => onChange({ taxYear: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t('queue.taxYearAll')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="queue-canton" label={t('queue.canton')}>
        {(control) => (
          <NativeSelect {...control} value={query.canton ?? ''} onChange={(event) => onChange({ canton: event.target.value || undefined })}>
            <option value="">{t('queue.cantonAll')}</option>
            {cantonsSortedByName(language).map((canton) => (
              <option key={canton.slug} value={canton.slug}>
                {canton.names[language]} ({canton.code})
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="queue-search" label={t('queue.search')}>
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <Input
              {...control}
              type="search"
              value={search}
              maxLength={100}
              autoComplete="off"
              placeholder={t('queue.searchPlaceholder')}
              onChange={(event) => typeSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        )}
      </Field>
      <Button variant="ghost" size="sm" onClick={onReset} disabled={!filtered} className="justify-self-start">
        <X aria-hidden="true" className="h-4 w-4" />
        {t('queue.reset')}
      </Button>
    </form>
  );
}
