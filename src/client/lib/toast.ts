import { useSyncExternalStore } from 'react';

/** One toast at a time (spec part 1 §9): a new toast replaces the one on screen. */
export type ToastVariant = 'default' | 'destructive';
/** `durationMs` overrides the usual 5 s where the spec names another time. */
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant; durationMs?: number };

let current: ToastMessage | null = null;
let nextId = 1;
const subscribers = new Set<() => void>();

function publish(next: ToastMessage | null) {
  current = next;
  for (const notify of subscribers) notify();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant; durationMs?: number }): void {
  publish({ id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default', durationMs: input.durationMs });
}

export function dismissToast(id: number): void {
  if (current?.id === id) publish(null);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** Removes the toast on screen if it reports a problem, once that problem is solved. */
export function dismissErrorToast(): void {
  if (current?.variant === 'destructive') publish(null);
}
