import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@client/lib/local-storage-keys';

/**
 * What the browser keeps per user and tax year (spec part 2 §3 'Client storage keys'): the
 * 'section complete' switch (it only reveals Finish; the server's lock is the truth) and when
 * this browser finished the section, for the locked notice.
 */
export const sectionCompleteSwitchKey = (userId: number, taxYear: number) => `advanced-tax-toggle-${userId}-${taxYear}`;
export const sectionCompletedAtKey = (userId: number, taxYear: number) => `advanced-tax-completed-${userId}-${taxYear}`;

const subscribers = new Set<() => void>();

function notifyAll() {
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    subscribers.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

function useStoredValue(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? readStorage(key) : null),
    () => null,
  );
}

/** The 'section complete' switch of this user and year; off until the user is known. */
export function useSectionCompleteSwitch(userId: number | undefined, taxYear: number): [boolean, (on: boolean) => void] {
  const key = userId === undefined ? null : sectionCompleteSwitchKey(userId, taxYear);
  const on = useStoredValue(key) === 'true';
  const setOn = useCallback(
    (next: boolean) => {
      if (!key) return;
      if (next) writeStorage(key, 'true');
      else removeStorage(key);
      notifyAll();
    },
    [key],
  );
  return [on, setOn];
}

/** When this browser finished the section of the year (ISO time), or null. */
export function useSectionCompletedAt(userId: number | undefined, taxYear: number): string | null {
  return useStoredValue(userId === undefined ? null : sectionCompletedAtKey(userId, taxYear));
}

export function rememberSectionCompleted(userId: number, taxYear: number, at: Date): void {
  writeStorage(sectionCompletedAtKey(userId, taxYear), at.toISOString());
  notifyAll();
}
