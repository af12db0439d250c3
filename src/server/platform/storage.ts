import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { encryptionThreads } from './uploads/encryption-threads';

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

export function createBlobStorage(options: {
  root: string;
  keyWrappingKey: Buffer;
  /** Wrapping keys of earlier secrets, tried after the current one until rewrapKey moved them. */
  previousKeyWrappingKeys?: readonly Buffer[];
}) {
  const storeDir = path.join(options.root, 'store');
  const tmpDir = path.join(options.root, 'tmp');
  const ready = Promise.all([mkdir(storeDir, { recursive: true }), mkdir(tmpDir, { recursive: true })]);

  function wrapKey(key: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', options.keyWrappingKey, iv);
    const wrapped = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), wrapped]).toString('base64');
  }

  function unwrapWith(wrappingKey: Buffer, wrapped: string): Buffer {
    const raw = Buffer.from(wrapped, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  }

  /** The file key and whether the current wrapping key opened it (the GCM tag tells which). */
  function unwrap(wrapped: string): { key: Buffer; current: boolean } {
    try {
      return { key: unwrapWith(options.keyWrappingKey, wrapped), current: true };
    } catch (error) {
      for (const previous of options.previousKeyWrappingKeys ?? []) {
        try {
          return { key: unwrapWith(previous, wrapped), current: false };
        } catch {
          // not this one either
        }
      }
      throw error;
    }
  }

  const unwrapKey = (wrapped: string): Buffer => unwrap(wrapped).key;

  const pathOf = (storageKey: string) => {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('invalid storage key');
    return path.join(storeDir, `${storageKey}.bin`);
  };

  /** Only files that writeTemp made are read back before they are committed. */
  const tempInTmpDir = (tempPath: string) => {
    if (path.dirname(tempPath) !== tmpDir || !tempPath.endsWith('.part')) throw new Error('invalid temporary path');
    return tempPath;
  };

  /** The AES-GCM counter block of the given 16-byte block of a file (96-bit IV: data starts at counter 2). */
  const counterBlock = (iv: string, block: number) => {
    const counter = Buffer.alloc(16);
    Buffer.from(iv, 'base64').copy(counter, 0, 0, 12);
    counter.writeUInt32BE((block + 2) >>> 0, 12);
    return counter;
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
     * Encrypts a stream into a temporary file and hashes it (SHA-256 of the plaintext), both in
     * an encryption thread (uploads/encryption-threads.ts). `inspect` sees every plaintext chunk
     * on the way (type sniffing, the text check, the malware scan) and may throw to stop.
     * Resolves once the bytes are on disk (fsynced).
     */
    async writeTemp(source: Readable, inspect: (chunk: Buffer) => void): Promise<{ tempPath: string; envelope: EncryptionEnvelope; size: number; sha256: string }> {
      await ready;
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const tempPath = path.join(tmpDir, `${randomUUID()}.part`);
      const session = encryptionThreads().open(tempPath, key, iv);
      let size = 0;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          size += chunk.length;
          inspect(chunk);
          await session.add(chunk);
        }
        const { authTag, sha256 } = await session.finish();
        return { tempPath, envelope: { iv: iv.toString('base64'), authTag: authTag.toString('base64'), wrappedKey: wrapKey(key) }, size, sha256 };
      } catch (error) {
        await session.abort();
        await rm(tempPath, { force: true });
        throw error;
      }
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

    /**
     * The whole plaintext in memory, for work on the complete file in another thread or process
     * (a reading or a thumbnail): rejects when the ciphertext was changed. A plain Uint8Array of its own
     * (pdf.js refuses Buffers, and a small Buffer shares Node's pool with others).
     */
    async readDecrypted(file: StoredFile): Promise<Uint8Array> {
      const chunks: Buffer[] = [];
      for await (const chunk of this.openDecrypted(file)) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
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

    /**
     * The wrapped key again under the current secret when an earlier one wrapped it (key
     * rotation: only this small value changes, the file on disk stays); undefined when it is
     * current already. Throws when no known key opens it.
     */
    rewrapKey(wrapped: string): string | undefined {
      const { key, current } = unwrap(wrapped);
      return current ? undefined : wrapKey(key);
    },

    /** True when rewrapKey may have work: an earlier secret is configured. */
    hasPreviousKeys: (options.previousKeyWrappingKeys ?? []).length > 0,

    /**
     * Plaintext bytes of a temporary upload at any offset, for checks of a file's structure (an
     * OLE directory may sit anywhere in the file) while nothing plain touches the disk. AES-GCM
     * is counter mode underneath: block n is the plaintext XOR AES(key, iv ‖ n + 2), so a range
     * decrypts without the bytes before it. No tag check here: this process wrote the file a
     * moment ago, and the stored copy is verified end to end before every download.
     */
    async readTempPlaintext(tempPath: string, envelope: EncryptionEnvelope, offset: number, length: number): Promise<Buffer> {
      const handle = await open(tempInTmpDir(tempPath), 'r');
      try {
        const end = Math.min(offset + length, (await handle.stat()).size);
        if (offset < 0 || offset >= end) return Buffer.alloc(0);
        const blockStart = Math.floor(offset / 16) * 16;
        const cipherText = Buffer.alloc(end - blockStart);
        const { bytesRead } = await handle.read(cipherText, 0, cipherText.length, blockStart);
        const decipher = createDecipheriv('aes-256-ctr', unwrapKey(envelope.wrappedKey), counterBlock(envelope.iv, blockStart / 16));
        return decipher.update(cipherText.subarray(0, bytesRead)).subarray(offset - blockStart);
      } finally {
        await handle.close();
      }
    },

    /** The plaintext of a temporary upload as a stream (same counter-mode reading as above). */
    openTempPlaintext(tempPath: string, envelope: EncryptionEnvelope): Readable {
      const file = tempInTmpDir(tempPath);
      const decipher = createDecipheriv('aes-256-ctr', unwrapKey(envelope.wrappedKey), counterBlock(envelope.iv, 0));
      const source = createReadStream(file);
      source.on('error', (e) => decipher.destroy(e));
      // A reader that stops early (type detection) destroys the plaintext stream: close the file too.
      decipher.on('close', () => source.destroy());
      return source.pipe(decipher);
    },

    pathOf,
    async sizeOnDisk(storageKey: string): Promise<number> {
      return (await stat(pathOf(storageKey))).size;
    },
  };
}
