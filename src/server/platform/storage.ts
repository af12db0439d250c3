import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Encrypted file storage under DATA_DIR/files, never served statically. Each file has its own
 * random AES-256-GCM key, wrapped (AES-256-GCM too) by a key derived from APP_SECRET; the
 * wrapped key, IVs and tags live in the database row, the ciphertext on disk.
 *
 * Durability order: write to tmp/<id>.part, fsync, rename into place, fsync the folder, and
 * only then does the caller commit the row. A crash leaves at most a .part file or a stored
 * file without a row; both are swept at start.
 */
export type EncryptionEnvelope = { iv: string; authTag: string; wrappedKey: string };
export type StoredFile = EncryptionEnvelope & { storageKey: string };

export type BlobStorage = ReturnType<typeof createBlobStorage>;

export function createBlobStorage(options: { root: string; keyWrappingKey: Buffer }) {
  const storeDir = path.join(options.root, 'store');
  const tmpDir = path.join(options.root, 'tmp');
  const ready = Promise.all([mkdir(storeDir, { recursive: true }), mkdir(tmpDir, { recursive: true })]);

  function wrapKey(key: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', options.keyWrappingKey, iv);
    const wrapped = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), wrapped]).toString('base64');
  }

  function unwrapKey(wrapped: string): Buffer {
    const raw = Buffer.from(wrapped, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', options.keyWrappingKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  }

  const pathOf = (storageKey: string) => {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('invalid storage key');
    return path.join(storeDir, `${storageKey}.bin`);
  };

  async function syncDir(dir: string) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    /**
     * Encrypts a stream into a temporary file. `inspect` sees every plaintext chunk on the way
     * (hashing, type sniffing) and may throw to stop. Resolves once the bytes are on disk.
     */
    async writeTemp(source: Readable, inspect: (chunk: Buffer) => void): Promise<{ tempPath: string; envelope: EncryptionEnvelope; size: number }> {
      await ready;
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const tempPath = path.join(tmpDir, `${randomUUID()}.part`);
      let size = 0;
      try {
        await pipeline(
          source,
          new Transform({
            transform(chunk: Buffer, _enc, done) {
              try {
                size += chunk.length;
                inspect(chunk);
                done(null, chunk);
              } catch (error) {
                done(error as Error);
              }
            },
          }),
          cipher,
          // flush: fsync before the file is closed, so 'written' means on disk.
          createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }),
        );
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, envelope: { iv: iv.toString('base64'), authTag: cipher.getAuthTag().toString('base64'), wrappedKey: wrapKey(key) }, size };
    },

    /** Moves a finished temporary file into the store; durable when this resolves. */
    async commitTemp(tempPath: string): Promise<string> {
      const storageKey = randomUUID();
      await rename(tempPath, pathOf(storageKey));
      await syncDir(storeDir);
      return storageKey;
    },

    async discard(tempOrStoragePath: { tempPath?: string; storageKey?: string }): Promise<void> {
      if (tempOrStoragePath.tempPath) await rm(tempOrStoragePath.tempPath, { force: true });
      if (tempOrStoragePath.storageKey) await rm(pathOf(tempOrStoragePath.storageKey), { force: true });
    },

    /**
     * Checks a stored file end to end (the GCM tag covers every byte) without keeping any of
     * it, so a download can refuse a damaged file before sending a single byte.
     */
    async verify(file: StoredFile): Promise<boolean> {
      try {
        await pipeline(this.openDecrypted(file), new Writable({ write: (_c, _e, done) => done() }));
        return true;
      } catch {
        return false;
      }
    },

    /** The plaintext as a stream; errors at the end if the ciphertext was changed. */
    openDecrypted(file: StoredFile): Readable {
      const decipher = createDecipheriv('aes-256-gcm', unwrapKey(file.wrappedKey), Buffer.from(file.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(file.authTag, 'base64'));
      const source = createReadStream(pathOf(file.storageKey));
      source.on('error', (e) => decipher.destroy(e));
      return source.pipe(decipher);
    },

    /** Deletes leftovers of interrupted uploads: every .part file and stored files without a row. */
    async sweep(isKnown: (storageKeys: string[]) => Promise<Set<string>>): Promise<{ removedTemp: number; removedOrphans: number }> {
      await ready;
      const temps = await readdir(tmpDir);
      await Promise.all(temps.map((name) => rm(path.join(tmpDir, name), { force: true })));
      const stored = (await readdir(storeDir)).filter((n) => n.endsWith('.bin')).map((n) => n.slice(0, -4));
      const known = stored.length ? await isKnown(stored) : new Set<string>();
      const orphans = stored.filter((k) => !known.has(k));
      await Promise.all(orphans.map((k) => rm(path.join(storeDir, `${k}.bin`), { force: true })));
      return { removedTemp: temps.length, removedOrphans: orphans.length };
    },

    pathOf,
    async sizeOnDisk(storageKey: string): Promise<number> {
      return (await stat(pathOf(storageKey))).size;
    },
  };
}
