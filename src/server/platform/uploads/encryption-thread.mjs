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
import { open, rm } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ op: 'open', id: number, path: string, key: Uint8Array, iv: Uint8Array } | { op: 'write', id: number, slot: number, length: number } | { op: 'finish', id: number } | { op: 'abort', id: number }} Request */
/** @typedef {{ path: string, hash: import('node:crypto').Hash, cipher: import('node:crypto').CipherGCM, file: import('node:fs/promises').FileHandle | undefined, chain: Promise<void>, error: unknown }} Upload */

const port = parentPort;
if (!port) throw new Error('encryption-thread.mjs runs in a worker thread only');
/** @type {{ memory: SharedArrayBuffer, slotBytes: number }} */
const { memory, slotBytes } = workerData;

/** @type {Map<number, Upload>} */
const uploads = new Map();

const PIECE_BYTES = 64 * 1024;

/**
 * A port nobody listens on. A buffer transferred through it is detached and its memory freed at
 * once (a transfer takes the memory along even when the message is dropped), instead of at V8's
 * next collection: written ciphertext would otherwise pile up to some 30 MB in this thread,
 * beside what the server's thread keeps of the socket's buffers.
 */
const drain = new MessageChannel().port1;
drain.close();

/**
 * Frees written ciphertext buffers that own their whole memory (cipher output always does; a
 * slice of a shared pool never may be transferred).
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
 * Writes every byte of `buffers` (a writev may write fewer than asked).
 * @param {import('node:fs/promises').FileHandle} file
 * @param {Buffer[]} buffers
 */
async function writeAll(file, buffers) {
  let pending = buffers.filter((b) => b.length > 0);
  while (pending.length > 0) {
    const { bytesWritten } = await file.writev(pending);
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
      error: undefined,
    });
    upload.chain = open(request.path, 'wx', 0o600).then(
      (file) => void (upload.file = file),
      (error) => void (upload.error = error),
    );
    uploads.set(request.id, upload);
    return;
  }
  const upload = uploads.get(request.id);
  if (!upload) return;
  if (request.op === 'write') {
    const { slot, length } = request;
    /** @type {Buffer[]} */
    const ciphertext = [];
    if (!upload.error) {
      // Hashed and encrypted at once, in the order of the messages. The slot stays taken until
      // its ciphertext is written. Pieces of 64 KB: their buffers come from the C heap's free
      // lists (larger ones are fresh memory maps, each page faulted in again) and are freed as
      // soon as they are written (freeAtOnce).
      const plaintext = Buffer.from(memory, slot * slotBytes, length);
      for (let offset = 0; offset < length; offset += PIECE_BYTES) {
        const piece = plaintext.subarray(offset, Math.min(offset + PIECE_BYTES, length));
        upload.hash.update(piece);
        ciphertext.push(upload.cipher.update(piece));
      }
    }
    upload.chain = upload.chain
      .then(async () => {
        if (!upload.error && upload.file) await writeAll(upload.file, ciphertext);
      })
      .catch((error) => void (upload.error ??= error))
      .finally(() => {
        port.postMessage({ op: 'released', slot });
        freeAtOnce(ciphertext);
      });
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
      await writeAll(file, [upload.cipher.final()]);
      // On disk before the server is told it was written (the rename and the row come after).
      await file.sync();
      await file.close();
      port.postMessage({ op: 'finished', id: request.id, authTag: upload.cipher.getAuthTag(), sha256: upload.hash.digest('hex') });
    } catch (error) {
      await discard(upload).catch(() => {});
      port.postMessage({ op: 'failed', id: request.id, error: describe(error) });
    }
  });
});
