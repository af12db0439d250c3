import { useSyncExternalStore } from 'react';

/** A file on its way up (spec part 1 §3.6, §4.5): uploading, then success or error. */
export type UploadItemStatus = 'uploading' | 'success' | 'error';
export type UploadItem = {
  id: string;
  fileName: string;
  size: number;
  hash?: string;
  /** Percent, 0 to 100. */
  progress: number;
  status: UploadItemStatus;
  blobUrl?: string;
  error?: { code: string; message: string; params?: Record<string, unknown> };
};

/**
 * The upload card's items, kept outside React so an upload still shows its outcome when the
 * person switches tabs and comes back while it runs.
 */
let items: UploadItem[] = [];
const subscribers = new Set<() => void>();
let nextId = 1;

function publish(next: UploadItem[]) {
  items = next;
  for (const notify of subscribers) notify();
}

export function newUploadItemId(): string {
  return `upload-${nextId++}`;
}

/** Starts a batch: finished items of earlier uploads make room for it. */
export function addUploadItems(batch: UploadItem[]): void {
  publish([...items.filter((item) => item.status === 'uploading'), ...batch]);
}

export function updateUploadItems(patches: Map<string, Partial<UploadItem>>): void {
  if (patches.size === 0) return;
  publish(items.map((item) => (patches.has(item.id) ? { ...item, ...patches.get(item.id) } : item)));
}

export function removeUploadItems(ids: string[]): void {
  const gone = new Set(ids);
  publish(items.filter((item) => !gone.has(item.id)));
}

/** Removes everything that has finished (the card's close button). */
export function clearFinishedUploads(): void {
  publish(items.filter((item) => item.status === 'uploading'));
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

export function useUploadItems(): UploadItem[] {
  return useSyncExternalStore(subscribe, () => items, () => items);
}
