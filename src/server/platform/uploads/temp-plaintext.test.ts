import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStorage, type BlobStorage } from '../storage';

/** The upload checks read a temporary file's plaintext by offset and as a stream (storage.ts). */
let root: string;
let storage: BlobStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'helvetax-temp-plain-'));
  storage = createBlobStorage({ root, keyWrappingKey: randomBytes(32) });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('reading back a temporary upload', () => {
  it('gives the exact plaintext of any range, aligned to the cipher blocks or not, and of the whole file', async () => {
    const plain = randomBytes(100_003);
    const { tempPath, envelope } = await storage.writeTemp(Readable.from([plain.subarray(0, 40_000), plain.subarray(40_000)]), () => undefined);
    for (const [offset, length] of [[0, 512], [1, 15], [17, 4096], [65_535, 3], [99_990, 100], [512 * 7, 512]] as const) {
      expect((await storage.readTempPlaintext(tempPath, envelope, offset, length)).equals(plain.subarray(offset, offset + length)), `${offset}+${length}`).toBe(true);
    }
    expect(await storage.readTempPlaintext(tempPath, envelope, 200_000, 10)).toHaveLength(0);
    expect((await buffer(storage.openTempPlaintext(tempPath, envelope))).equals(plain)).toBe(true);
    await storage.discard({ tempPath });
  });

  it('reads only its own temporary files', async () => {
    const envelope = { iv: '', authTag: '', wrappedKey: '' };
    await expect(storage.readTempPlaintext('/etc/passwd', envelope, 0, 10)).rejects.toThrow('invalid temporary path');
    expect(() => storage.openTempPlaintext(path.join(root, 'tmp', '..', 'store', 'x.part'), envelope)).toThrow('invalid temporary path');
  });
});
