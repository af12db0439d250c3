import { unzipSync } from 'fflate';

/** Every entry of a ZIP archive in memory, by name (tests read the exports they download). */
export function readZip(zip: Buffer): Map<string, Buffer> {
  return new Map(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}
