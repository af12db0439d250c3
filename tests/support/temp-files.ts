import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The names of every file created or removed in the data folder's temporary area (where uploads
 * stream to) while `action` runs. A marker written afterwards closes the record: file events
 * arrive in order, so once the marker's event is in, every earlier write has been seen.
 */
export async function tempFilesTouchedDuring<T>(dataDir: string, action: () => Promise<T>): Promise<{ result: T; touched: string[] }> {
  const tmp = path.join(dataDir, 'files', 'tmp');
  const marker = `marker-${randomUUID()}`;
  const touched: string[] = [];
  let markerSeen!: () => void;
  const markerArrived = new Promise<void>((resolve) => (markerSeen = resolve));
  const watcher = watch(tmp, (_event, name) => {
    if (name === marker) markerSeen();
    else if (name) touched.push(String(name));
  });
  try {
    const result = await action();
    await writeFile(path.join(tmp, marker), '');
    await markerArrived;
    return { result, touched };
  } finally {
    watcher.close();
    await rm(path.join(tmp, marker), { force: true });
  }
}
