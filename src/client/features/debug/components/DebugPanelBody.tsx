import { Bug, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STATUS_LOCK_MS, adminStatusYears, TAX_STATUS_KEYS, type TaxStatusKey } from '@shared/domain/tax-status';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { Button } from '@client/components/ui/Button';
import { Field, NativeSelect } from '@client/components/ui/Field';
import { isApiError } from '@client/lib/api-client';
import { useUpdateTaxStatus } from '@client/lib/api/update-tax-status';
import { now } from '@client/lib/clock';
import { formatDateTime } from '@client/lib/format';
import { toast } from '@client/lib/toast';
import { useDbStatus } from '../api/get-db-status';
import { debugTaxStatusQueryKeyRoot, useDebugTaxStatus } from '../api/get-debug-tax-status';
import { useFixColumn } from '../api/fix-column';
import { useSetTaxProfileStatus } from '../api/set-tax-profile-status';

/** The open debug panel, loaded when an admin first opens it (DebugPanel); not part of home's first load (issue 10). */
export function DebugPanelBody({ onClose, initialYear }: { onClose: () => void; initialYear: number }) {
  const { t } = useTranslation('admin');
  const panel = useRef<HTMLElement>(null);
  const years = adminStatusYears(defaultTaxYear(now()));
  const [year, setYear] = useState(years.includes(initialYear) ? initialYear : (years[0] ?? initialYear));
  const [picked, setPicked] = useState<TaxStatusKey | null>(null);
  const [locked, setLocked] = useState(false);
  const [fixResult, setFixResult] = useState<string | null>(null);
  const lockTimer = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();
  const taxStatus = useDebugTaxStatus(year);
  const db = useDbStatus(true);
  const updateStatus = useUpdateTaxStatus();
  const setProfileStatus = useSetTaxProfileStatus();
  const fixColumn = useFixColumn();

  useEffect(() => {
    panel.current?.focus();
    return () => window.clearTimeout(lockTimer.current);
  }, []);

  const failed = (error: unknown) => {
    if (!isApiError(error)) console.error(error);
    toast({ title: t('debug.failed'), description: t('debug.failedText'), variant: 'destructive' });
  };

  const profileComplete = taxStatus.data?.taxYear === year ? taxStatus.data.isTaxProfileComplete : undefined;
  const currentStatus = taxStatus.data?.taxYear === year ? taxStatus.data.status : undefined;
  // The select shows the year's current status until another one is picked.
  const status = picked ?? currentStatus ?? 'profile_incomplete';

  const setYearStatus = () => {
    setLocked(true);
    updateStatus.mutate(
      { taxStatus: status, taxYear: year },
      {
        onSuccess: (record) => {
          void queryClient.invalidateQueries({ queryKey: debugTaxStatusQueryKeyRoot });
          toast({ title: t('toasts.statusChanged'), description: t(`sequence.${record.status}`) });
        },
        onError: failed,
        onSettled: () => {
          window.clearTimeout(lockTimer.current);
          lockTimer.current = window.setTimeout(() => setLocked(false), ADMIN_STATUS_LOCK_MS);
        },
      },
    );
  };

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      aria-labelledby="debug-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-x-2 bottom-20 z-40 max-h-[70dvh] overflow-y-auto rounded-2xl border border-slate-300 bg-white p-4 shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[420px]"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="debug-panel-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Bug aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('debug.title')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('debug.close')} onClick={onClose}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>

      <section aria-labelledby="debug-profile-title" className="border-t border-slate-200 py-3">
        <h3 id="debug-profile-title" className="font-semibold text-slate-900">
          {t('debug.taxProfile')}
        </h3>
        <p className="mb-2 text-sm text-slate-700">
          {profileComplete === undefined ? t('debug.unknown') : profileComplete ? t('debug.profileComplete') : t('debug.profileIncomplete')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={profileComplete === undefined || setProfileStatus.isPending}
          onClick={() =>
            setProfileStatus.mutate(!profileComplete, {
              onSuccess: () => toast({ title: t('debug.profileToggled'), description: !profileComplete ? t('debug.profileComplete') : t('debug.profileIncomplete') }),
              onError: failed,
            })
          }
        >
          {profileComplete ? t('debug.markIncomplete') : t('debug.markComplete')}
        </Button>
      </section>

      <section aria-labelledby="debug-status-title" className="border-t border-slate-200 py-3">
        <h3 id="debug-status-title" className="font-semibold text-slate-900">
          {t('debug.statusTitle')}
        </h3>
        <p className="mb-2 text-sm text-slate-700">{t('debug.currentStatus', { status: currentStatus ? t(`sequence.${currentStatus}`) : t('debug.unknown') })}</p>
        <div className="grid grid-cols-1 gap-2">
          <Field id="debug-year" label={t('debug.year')}>
            {(control) => (
              <NativeSelect {...control} value={year} onChange={(e) => setYear(Number(e.target.value))}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id="debug-status" label={t('debug.status')}>
            {(control) => (
              <NativeSelect {...control} value={status} onChange={(e) => setPicked(e.target.value as TaxStatusKey)}>
                {TAX_STATUS_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`sequence.${key}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <Button size="sm" className="mt-2" disabled={locked || updateStatus.isPending} onClick={setYearStatus}>
          {t('debug.setStatus')}
        </Button>
      </section>

      <section aria-labelledby="debug-db-title" className="border-t border-slate-200 pt-3">
        <h3 id="debug-db-title" className="font-semibold text-slate-900">
          {t('debug.database')}
        </h3>
        {db.data ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('debug.hasColumn')}</dt>
            <dd className="text-slate-900">{db.data.hasTaxProfileColumn ? t('debug.yes') : t('debug.no')}</dd>
            <dt className="text-slate-600">{t('debug.userCount')}</dt>
            <dd className="tabular-nums text-slate-900">{db.data.userCount}</dd>
            <dt className="text-slate-600">{t('debug.taxCompleted')}</dt>
            <dd className="tabular-nums text-slate-900">{db.data.taxCompletedCount}</dd>
            <dt className="text-slate-600">{t('debug.completionRate')}</dt>
            <dd className="tabular-nums text-slate-900">{t('debug.percent', { value: Math.round(db.data.completionRate * 10) / 10 })}</dd>
            <dt className="text-slate-600">{t('debug.newestUser')}</dt>
            <dd className="break-all text-slate-900">
              {db.data.newestUser ? t('debug.newestUserLine', { id: db.data.newestUser.id, email: db.data.newestUser.email, date: formatDateTime(db.data.newestUser.created) }) : t('debug.none')}
            </dd>
            <dt className="text-slate-600">{t('debug.pending')}</dt>
            <dd className="break-all text-slate-900">{db.data.pendingMigrations.length ? db.data.pendingMigrations.join(', ') : t('debug.none')}</dd>
            <dt className="text-slate-600">{t('debug.lastChecked')}</dt>
            <dd className="text-slate-900">{formatDateTime(db.data.lastChecked)}</dd>
          </dl>
        ) : db.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('debug.dbFailed')}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('loading')}</p>
        )}
        {db.data ? (
          <details className="mt-2 text-sm">
            <summary className="min-h-11 cursor-pointer py-2 text-slate-800">{t('debug.columns', { count: db.data.columns.length })}</summary>
            <p className="break-words text-slate-700">{db.data.columns.join(', ')}</p>
          </details>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={fixColumn.isPending}
          onClick={() =>
            fixColumn.mutate(undefined, {
              onSuccess: (result) =>
                setFixResult(result.applied.length ? t('debug.fixApplied', { list: result.applied.join(', ') }) : t('debug.fixNothing')),
              onError: (error) => {
                setFixResult(null);
                failed(error);
              },
            })
          }
        >
          {t('debug.fixColumn')}
        </Button>
        <p className="mt-1 text-xs text-slate-600">{t('debug.fixHint')}</p>
        {fixResult ? (
          <p role="status" className="mt-2 text-sm text-slate-900">
            {fixResult}
          </p>
        ) : null}
      </section>
    </aside>
  );
}
