import { useSyncExternalStore } from 'react';

/** One category's upload (spec part 2 §4 'Upload (advanced area)'): one file at a time. */
export type CategoryUploadState =
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'success'; fileName: string; progress: 100 }
  | { status: 'error'; fileName: string; progress: number; error: { code: string; message: string; params?: Record<string, unknown> } };

/**
 * Uploads per tax year and category, kept outside React so an upload keeps its progress when
 * the person switches tabs (the overview and the section tab show the same category).
 */
let uploads: ReadonlyMap<string, CategoryUploadState> = new Map();
const subscribers = new Set<() => void>();

export const categoryUploadKey = (taxYear: number, categoryId: number) => `${taxYear}:${categoryId}`;

export function setCategoryUpload(key: string, state: CategoryUploadState | null): void {
  const next = new Map(uploads);
  if (state) next.set(key, state);
  else next.delete(key);
  uploads = next;
  for (const notify of subscribers) notify();
}

export function getCategoryUpload(key: string): CategoryUploadState | undefined {
  return uploads.get(key);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

export function useCategoryUploadState(taxYear: number, categoryId: number): CategoryUploadState | undefined {
  const key = categoryUploadKey(taxYear, categoryId);
  return useSyncExternalStore(
    subscribe,
    () => uploads.get(key),
    () => uploads.get(key),
  );
}
