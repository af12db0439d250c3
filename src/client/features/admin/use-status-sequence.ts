import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_AUTO_ADVANCE_MS,
  ADMIN_LOOP_INTERVAL_MS,
  ADMIN_RESET_STATUS,
  ADMIN_STATUS_LOCK_MS,
  adminStatusControls,
  loopAdminStatus,
  nextAdminStatus,
  type TaxStatusKey,
} from '@shared/domain/tax-status';
import { isApiError } from '@client/lib/api-client';
import { useUpdateTaxStatus } from '@client/lib/api/update-tax-status';
import { toast } from '@client/lib/toast';
import { statusErrorText } from './status-error-text';

export type StatusTarget = { userId: number; taxYear: number };

/**
 * The admin tax-status sequence on one user and year (spec part 2 §4): manual steps with a 1 s
 * lock, a loop every 2 s that counts its wraps, auto advance every 2.5 s. Every change goes
 * through PATCH /api/user/tax-status; the shown status is the one the server answered.
 * A failed update stops loop and auto advance.
 */
export function useStatusSequence(target: StatusTarget, knownStatus: TaxStatusKey | undefined) {
  const { t } = useTranslation('admin');
  const update = useUpdateTaxStatus();
  const mutateAsync = update.mutateAsync;
  const targetKey = `${target.userId}:${target.taxYear}`;
  const [answered, setAnswered] = useState<{ key: string; status: TaxStatusKey } | null>(null);
  const status = answered?.key === targetKey ? answered.status : knownStatus;
  const [looping, setLooping] = useState(false);
  const [autoAdvancing, setAutoAdvancing] = useState(false);
  const [loopCount, setLoopCount] = useState(0);
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState(false);

  // Timer ticks read the latest values, not the ones of the render that started the timer.
  const latest = useRef({ status, loopCount, target, pending: false });
  latest.current = { status, loopCount, target, pending: latest.current.pending };
  const lockTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  const apply = useCallback(
    async (next: TaxStatusKey, options: { lock: boolean }): Promise<boolean> => {
      const { target: current } = latest.current;
      latest.current.pending = true;
      setPending(true);
      try {
        const record = await mutateAsync({ taxStatus: next, taxYear: current.taxYear, userId: current.userId });
        setAnswered({ key: `${current.userId}:${current.taxYear}`, status: record.status });
        latest.current.status = record.status;
        toast({ title: t('toasts.statusChanged'), description: t(`sequence.${record.status}`) });
        if (options.lock) {
          setLocked(true);
          window.clearTimeout(lockTimer.current);
          lockTimer.current = window.setTimeout(() => setLocked(false), ADMIN_STATUS_LOCK_MS);
        }
        return true;
      } catch (error) {
        setLooping(false);
        setAutoAdvancing(false);
        toast({ title: t('toasts.statusFailed'), description: statusErrorText(t, error), variant: 'destructive' });
        if (!isApiError(error)) console.error(error);
        return false;
      } finally {
        latest.current.pending = false;
        setPending(false);
      }
    },
    [t, mutateAsync],
  );

  // The loop: every 2 s one step on; each wrap from completed to the start counts one loop.
  useEffect(() => {
    if (!looping) return;
    const timer = window.setInterval(() => {
      if (latest.current.pending) return;
      const step = loopAdminStatus(latest.current.status, latest.current.loopCount);
      void apply(step.status, { lock: false }).then((ok) => {
        if (ok && step.loopCount !== latest.current.loopCount) setLoopCount(step.loopCount);
      });
    }, ADMIN_LOOP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [looping, apply]);

  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = window.setInterval(() => {
      if (latest.current.pending) return;
      void apply(nextAdminStatus(latest.current.status), { lock: false });
    }, ADMIN_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoAdvancing, apply]);

  const controls = adminStatusControls({ looping, autoAdvancing, locked, pending });

  return {
    status,
    looping,
    autoAdvancing,
    loopCount,
    pending,
    ...controls,
    /** Previous, next, reset and the select's update: one step with the 1 s lock. */
    set: (next: TaxStatusKey) => {
      if (controls.manualDisabled) return;
      void apply(next, { lock: true });
    },
    /** The loop restarts from profile_incomplete and its counter from 0. */
    toggleLoop: () => {
      if (looping) {
        setLooping(false);
        return;
      }
      if (controls.loopDisabled) return;
      setLoopCount(0);
      latest.current.loopCount = 0;
      setLooping(true);
      void apply(ADMIN_RESET_STATUS, { lock: false });
    },
    toggleAutoAdvance: () => {
      if (!autoAdvancing && controls.autoAdvanceDisabled) return;
      setAutoAdvancing(!autoAdvancing);
    },
  };
}

export type StatusSequence = ReturnType<typeof useStatusSequence>;
