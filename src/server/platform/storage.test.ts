import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStorage, type BlobStorage } from './storage';

// writeTemp gathers the socket's small chunks into batches of 512 KB (slots of shared memory) that
// an encryption thread hashes, encrypts and writes; whatever the sizes and however many uploads
// run at once, every byte must be seen, hashed, stored encrypted and read back.
let root: string;
let storage: BlobStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'helvetax-storage-'));
  storage = createBlobStorage({ root, keyWrappingKey: randomBytes(32) });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bytes cut into pieces of the given sizes, repeated until all are used. */
function piecesOf(bytes: Buffer, sizes: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    pieces.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return pieces;
}

describe('writing an upload to encrypted temporary storage', () => {
  const MB = 1024 * 1024;
  const cases: [string, number, number[]][] = [
    ['empty', 0, [1]],
    ['one byte', 1, [1]],
    ['just under a batch', MB - 1, [65_536]],
    ['exactly a batch', MB, [65_536]],
    ['just over a batch', MB + 1, [65_536]],
    ['several batches in odd pieces', 3 * MB + 12_345, [16_384, 65_536, 7, 300_001]],
    ['one piece larger than a batch', 2 * MB + 3, [2 * MB + 3]],
  ];

  for (const [name, length, sizes] of cases) {
    it(`keeps every byte: ${name}`, async () => {
      const plain = randomBytes(length);
      const seen: Buffer[] = [];
      const { tempPath, envelope, size, sha256 } = await storage.writeTemp(Readable.from(piecesOf(plain, sizes)), (chunk) => void seen.push(Buffer.from(chunk)));
      expect(size).toBe(length);
      expect(sha256).toBe(sha256Of(plain));
      expect(Buffer.concat(seen).equals(plain)).toBe(true);
      // AES-GCM adds no bytes to the file (its tag lives in the row): same length, other bytes.
      expect((await stat(tempPath)).size).toBe(length);
      expect((await buffer(storage.openTempPlaintext(tempPath, envelope))).equals(plain)).toBe(true);
      const storageKey = await storage.commitTemp(tempPath);
      expect((await buffer(storage.openDecrypted({ storageKey, ...envelope }))).equals(plain)).toBe(true);
      expect(await storage.verify({ storageKey, ...envelope })).toBe(true);
      await storage.discard({ storageKey });
    });
  }

  it('stops at once when the inspection refuses a chunk, and leaves no temporary file', async () => {
    let calls = 0;
    const refusing = storage.writeTemp(Readable.from(piecesOf(randomBytes(3 * MB), [65_536])), () => {
      calls += 1;
      if (calls === 3) throw new Error('refused');
    });
    await expect(refusing).rejects.toThrow('refused');
    expect(calls).toBe(3);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('keeps twenty uploads at once apart, more than the shared memory holds, while one of them is refused', async () => {
    const plains = Array.from({ length: 20 }, (_, i) => randomBytes(2 * MB + i * 4099));
    let calls = 0;
    // The expectation attaches at once: the refusal comes while the others are still running.
    const refused = expect(
      storage.writeTemp(Readable.from(piecesOf(randomBytes(3 * MB), [65_536])), () => {
        calls += 1;
        if (calls === 20) throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const written = await Promise.all(plains.map((plain, i) => storage.writeTemp(Readable.from(piecesOf(plain, [16_384 + i, 65_536])), () => undefined)));
    await refused;
    for (const [i, file] of written.entries()) {
      expect(file.size).toBe(plains[i]!.length);
      expect(file.sha256).toBe(sha256Of(plains[i]!));
      expect((await buffer(storage.openTempPlaintext(file.tempPath, file.envelope))).equals(plains[i]!)).toBe(true);
      await storage.discard({ tempPath: file.tempPath });
    }
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('fails an upload whose file cannot be written, with the system code, and stores the next one', async () => {
    const ownRoot = await mkdtemp(path.join(tmpdir(), 'helvetax-storage-'));
    try {
      const own = createBlobStorage({ root: ownRoot, keyWrappingKey: randomBytes(32) });
      await own.sweep(async () => new Set());
      // The temporary folder vanished (a data folder cleaned under a running server).
      await rm(path.join(ownRoot, 'tmp'), { recursive: true });
      await expect(own.writeTemp(Readable.from([randomBytes(MB + 5)]), () => undefined)).rejects.toMatchObject({ code: 'ENOENT' });
      await mkdir(path.join(ownRoot, 'tmp'));
      const plain = randomBytes(MB + 5);
      const file = await own.writeTemp(Readable.from([plain]), () => undefined);
      expect((await buffer(own.openTempPlaintext(file.tempPath, file.envelope))).equals(plain)).toBe(true);
    } finally {
      await rm(ownRoot, { recursive: true, force: true });
    }
  });
});
