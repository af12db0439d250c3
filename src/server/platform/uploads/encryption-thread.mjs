// @ts-check
/**
 * Entry module of the upload encryption threads (encryption-threads.ts): SHA-256, AES-256-GCM
 * and the file writes of uploads run here, off the server's thread, which only parses the
 * multipart stream and copies each batch of plaintext into a slot of shared memory.
 *
 * Plain JavaScript, so the same file starts from the sources (tsx, vitest) and from the server
 * bundle (found through its source URL, like db/create-pglite-data-dir.mjs) without a build step.
 *
 * Messages (the server's thread → here): open, write (a slot of the shared plaintext memory),
 * finish, abort. Answers: released (the slot's ciphertext is written, the slot may be reused),
 * finished (tag and hash, after fsync and close), failed, aborted. Every step of one upload runs
 * in the order sent; the answers never carry file content.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ op: 'open', id: number, path: string, key: Uint8Array, iv: Uint8Array } | { op: 'write', id: number, slot: number, length: number } | { op: 'finish', id: number } | { op: 'abort', id: number }} Request */
/**
 * @typedef {{
 *   path: string, hash: import('node:crypto').Hash, cipher: import('node:crypto').CipherGCM,
 *   file: import('node:fs/promises').FileHandle | undefined, direct: boolean,
 *   buffered: import('node:fs/promises').FileHandle | undefined, position: number,
 *   waiting: { slot: number, ciphertext: Buffer }[], flushQueued: boolean,
 *   chain: Promise<void>, error: unknown,
 * }} Upload
 */

const port = parentPort;
if (!port) throw new Error('encryption-thread.mjs runs in a worker thread only');
/** @type {{ memory: SharedArrayBuffer, slotBytes: number }} */
const { memory, slotBytes } = workerData;

/** @type {Map<number, Upload>} */
const uploads = new Map();

const PIECE_BYTES = 64 * 1024;

/**
 * Direct I/O (O_DIRECT): the ciphertext goes from its slot straight to the disk instead of
 * through the page cache. Buffered writes of a new file cost the kernel a fresh cache page per
 * 4 KB, which on the 2-core test machine was the largest single cost of an upload (about 2 ms
 * per MB of system time, more than SHA-256 and AES-GCM together; direct writes about 0.2), and
 * a just-uploaded document is rarely read again soon. Direct I/O needs the memory address, the
 * length and the file position aligned to the disk's block size: the slots are (their memory is
 * page-aligned, see encryption-threads.ts, and every full slot is 512 KB at a multiple of
 * 512 KB); an upload's last, partial slot goes through the page cache. Where the file system or
 * the platform has no direct I/O (tmpfs, macOS), every write is buffered. The fsync before the
 * upload is acknowledged is the same either way.
 */
const DIRECT_ALIGNMENT = 4096;
let directIoAvailable = typeof constants.O_DIRECT === 'number';

/**
 * Creates the upload's file (mode 0600, never an existing one), with direct I/O where possible.
 * @param {string} path
 * @returns {Promise<{ file: import('node:fs/promises').FileHandle, direct: boolean }>}
 */
async function createFile(path) {
  const createNew = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL;
  if (directIoAvailable) {
    try {
      return { file: await open(path, createNew | constants.O_DIRECT, 0o600), direct: true };
    } catch (error) {
      if (/** @type {{ code?: unknown }} */ (error).code !== 'EINVAL') throw error;
      directIoAvailable = false;
      // Linux creates the file before the file system refuses direct I/O: this empty file is ours.
      return { file: await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600), direct: false };
    }
  }
  return { file: await open(path, createNew, 0o600), direct: false };
}

/**
 * Writes ciphertext buffers, one after the other, at the upload's position: straight from their
 * slots when the file was opened for direct I/O and they are aligned, through a second,
 * buffered handle of the same file otherwise (an upload's last bytes; an aligned write the file
 * system refuses after all).
 * @param {Upload} upload
 * @param {Buffer[]} buffers
 */
async function writeCiphertext(upload, buffers) {
  const file = /** @type {import('node:fs/promises').FileHandle} */ (upload.file);
  let rest = buffers.filter((b) => b.length > 0);
  let position = upload.position;
  upload.position += rest.reduce((sum, b) => sum + b.length, 0);
  if (rest.length === 0) return;
  if (!upload.direct) return writeAll(file, rest, position);
  let aligned = 0;
  while (aligned < rest.length && rest[aligned].length % DIRECT_ALIGNMENT === 0) aligned += 1;
  if (directIoAvailable && aligned > 0 && position % DIRECT_ALIGNMENT === 0) {
    try {
      await writeAll(file, rest.slice(0, aligned), position);
      position += rest.slice(0, aligned).reduce((sum, b) => sum + b.length, 0);
      rest = rest.slice(aligned);
    } catch (error) {
      // Refused before any byte was written (alignment); the whole range is written again below.
      if (/** @type {{ code?: unknown }} */ (error).code !== 'EINVAL') throw error;
      directIoAvailable = false;
    }
  }
  if (rest.length === 0) return;
  upload.buffered ??= await open(upload.path, 'r+');
  return writeAll(upload.buffered, rest, position);
}

/**
 * Writes every batch of the upload that waits, in one call, then frees their slots. Batches
 * that arrive while a write is on its way gather and go together in the next one: every write
 * is a job for libuv's four threads, which all uploads and all other file work share.
 * @param {Upload} upload
 */
async function flush(upload) {
  upload.flushQueued = false;
  const batches = upload.waiting.splice(0);
  try {
    if (!upload.error && upload.file) await writeCiphertext(upload, batches.map((b) => b.ciphertext));
  } catch (error) {
    upload.error ??= error;
  } finally {
    for (const { slot } of batches) port.postMessage({ op: 'released', slot });
  }
}

/**
 * A port nobody listens on. A buffer transferred through it is detached and its memory freed at
 * once (a transfer takes the memory along even when the message is dropped), instead of at V8's
 * next collection: the cipher's output would otherwise pile up to some 30 MB in this thread,
 * beside what the server's thread keeps of the socket's buffers.
 */
const drain = new MessageChannel().port1;
drain.close();

/**
 * Frees the cipher's output buffers, once copied into their slot, when they own their whole
 * memory (cipher output always does; a slice of a shared pool never may be transferred).
 * @param {Buffer[]} buffers
 */
function freeAtOnce(buffers) {
  const owned = buffers.filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer);
  try {
    if (owned.length > 0) drain.postMessage(null, owned.map((b) => /** @type {ArrayBuffer} */ (b.buffer)));
  } catch {
    // Not transferable after all: the next collection frees them.
  }
}

/**
 * Writes every byte of `buffers` from `position` on (a writev may write fewer than asked).
 * @param {import('node:fs/promises').FileHandle} file
 * @param {Buffer[]} buffers
 * @param {number} position
 */
async function writeAll(file, buffers, position) {
  let pending = buffers.filter((b) => b.length > 0);
  while (pending.length > 0) {
    const { bytesWritten } = await file.writev(pending, position);
    position += bytesWritten;
    let skip = bytesWritten;
    while (pending.length > 0 && skip >= pending[0].length) skip -= /** @type {Buffer} */ (pending.shift()).length;
    if (skip > 0) pending[0] = pending[0].subarray(skip);
  }
}

/**
 * The error as the server's thread rebuilds it: its message and code only (no stack, no data).
 * @param {unknown} error
 */
function describe(error) {
  const { message, code } = /** @type {Error & { code?: unknown }} */ (error instanceof Error ? error : new Error(String(error)));
  return { message, code: typeof code === 'string' ? code : undefined };
}

/**
 * Closes and deletes an upload's file (after a failure or an abort).
 * @param {Upload} upload
 */
async function discard(upload) {
  await upload.buffered?.close().catch(() => {});
  await upload.file?.close().catch(() => {});
  await rm(upload.path, { force: true });
}

port.on('message', (/** @type {Request} */ request) => {
  if (request.op === 'open') {
    const upload = /** @type {Upload} */ ({
      path: request.path,
      hash: createHash('sha256'),
      cipher: createCipheriv('aes-256-gcm', request.key, request.iv),
      file: undefined,
      direct: false,
      buffered: undefined,
      position: 0,
      waiting: [],
      flushQueued: false,
      error: undefined,
    });
    upload.chain = createFile(request.path).then(
      ({ file, direct }) => {
        upload.file = file;
        upload.direct = direct;
      },
      (error) => void (upload.error = error),
    );
    uploads.set(request.id, upload);
    return;
  }
  const upload = uploads.get(request.id);
  if (!upload) return;
  if (request.op === 'write') {
    const { slot, length } = request;
    const data = Buffer.from(memory, slot * slotBytes, length);
    let ciphertextLength = 0;
    if (!upload.error) {
      // Hashed and encrypted at once, in the order of the messages, and the ciphertext copied
      // back over the plaintext it came from (already hashed and encrypted), so the slot, which
      // stays taken until it is written, is what goes to the disk. Pieces of 64 KB: the cipher's
      // output buffers come from the C heap's free lists (larger ones are fresh memory maps,
      // each page faulted in again) and are freed at once (freeAtOnce).
      /** @type {Buffer[]} */
      const pieces = [];
      for (let offset = 0; offset < length; offset += PIECE_BYTES) {
        const piece = data.subarray(offset, Math.min(offset + PIECE_BYTES, length));
        upload.hash.update(piece);
        const encrypted = upload.cipher.update(piece);
        // GCM gives back as many bytes as it took, never more: the copy overwrites only used
        // plaintext. Buffer#fill, not Buffer#copy: see copyIntoShared in encryption-threads.ts.
        if (encrypted.length > 0) data.fill(encrypted, ciphertextLength, ciphertextLength + encrypted.length);
        ciphertextLength += encrypted.length;
        pieces.push(encrypted);
      }
      freeAtOnce(pieces);
    }
    // Written in order (flush); the slot stays taken until its ciphertext is written.
    upload.waiting.push({ slot, ciphertext: data.subarray(0, ciphertextLength) });
    if (!upload.flushQueued) {
      upload.flushQueued = true;
      upload.chain = upload.chain.then(() => flush(upload));
    }
    return;
  }
  uploads.delete(request.id);
  if (request.op === 'abort') {
    upload.chain = upload.chain.then(() => discard(upload)).finally(() => port.postMessage({ op: 'aborted', id: request.id }));
    return;
  }
  // finish
  upload.chain = upload.chain.then(async () => {
    try {
      if (upload.error) throw upload.error;
      const file = /** @type {import('node:fs/promises').FileHandle} */ (upload.file);
      await writeCiphertext(upload, [upload.cipher.final()]);
      // On disk before the server is told it was written (the rename and the row come after).
      // One fsync covers the file whichever handle wrote its bytes: it flushes the file's cached
      // pages, its size and its blocks, and the disk's own write cache.
      await (upload.buffered ?? file).sync();
      await upload.buffered?.close();
      await file.close();
      port.postMessage({ op: 'finished', id: request.id, authTag: upload.cipher.getAuthTag(), sha256: upload.hash.digest('hex') });
    } catch (error) {
      await discard(upload).catch(() => {});
      port.postMessage({ op: 'failed', id: request.id, error: describe(error) });
    }
  });
});
