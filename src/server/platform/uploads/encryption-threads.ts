/**
 * Hashing, encryption and writing of uploads in worker threads (encryption-thread.mjs), so the
 * server's thread only parses the multipart stream (issue 10). With ten 49 MB uploads at once,
 * SHA-256 and AES-256-GCM on the server's thread cost more than everything else together, and
 * the cipher's fresh output buffers made V8 collect its whole (large) heap every few dozen MB;
 * in the profile of the bench the server's thread spent 3 ms per MB, now about 1.5.
 *
 * The plaintext goes to the threads through one block of shared memory cut into slots: the
 * server's thread copies a batch of 512 KB into a free slot and names the slot in a message;
 * the thread hashes and encrypts it, puts the ciphertext in its place, writes the slot to the
 * file (with direct I/O where the file system allows) and then frees the slot. The slots
 * bound the plaintext in flight of all uploads together (8 MB, whatever their number; each
 * upload also gathers up to one slot's worth of the socket's chunks before it takes one), and an
 * upload holds at most three, so one fast upload cannot take them all. A slot is taken only
 * once its batch is complete, never while waiting for a slow client, so slow uploads cannot
 * hold the others up.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Bytes per slot: the size of one batch of plaintext and of one file write. */
export const SLOT_BYTES = 512 * 1024;
const SLOT_COUNT = 16;
const MAX_SLOTS_PER_UPLOAD = 3;

type ThreadAnswer =
  | { op: 'released'; slot: number }
  | { op: 'finished'; id: number; authTag: Uint8Array; sha256: string }
  | { op: 'failed'; id: number; error: { message: string; code?: string } }
  | { op: 'aborted'; id: number };

/** A failure in an encryption thread (a file write, or the thread itself), with the system code kept. */
export class EncryptionThreadError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

type Thread = { worker: Worker; uploads: Map<number, Upload> };
type Upload = {
  id: number;
  thread: Thread;
  /** Slots handed to the thread and not yet freed. */
  slots: Set<number>;
  failure: Error | undefined;
  finished?: { resolve: (result: { authTag: Buffer; sha256: string }) => void; reject: (error: Error) => void };
  aborted?: () => void;
};

/** An upload in its thread: plaintext chunks in, and at the end its GCM tag and SHA-256. */
export type EncryptionSession = {
  /** Takes a chunk; waits while the upload's batches are being written (backpressure). */
  add(chunk: Buffer): Promise<void>;
  /** Writes the rest, fsyncs and closes the file; the tag and hash of every byte added. */
  finish(): Promise<{ authTag: Buffer; sha256: string }>;
  /** Stops the upload and deletes its file. */
  abort(): Promise<void>;
};

/**
 * Copies `source` into shared memory at `offset` and returns its length. Not Buffer#copy: into
 * shared memory that is TypedArray#set, which V8 does with relaxed atomic stores, byte by byte
 * when source and target are not equally aligned (a socket's chunks, cut after multipart
 * headers, never are): 15 % of the server's thread in a perf profile of the bench, 0.4 ms per
 * MB. Buffer#fill with a buffer exactly as long as the range is one plain memcpy (0.05 ms).
 */
function copyIntoShared(target: Buffer, offset: number, source: Buffer): number {
  if (source.length > 0) target.fill(source, offset, offset + source.length);
  return source.length;
}

/** A WebAssembly page: the unit in which its memory grows. */
const WASM_PAGE_BYTES = 64 * 1024;

function createEncryptionThreads(threadCount: number) {
  // Shared WebAssembly memory rather than a plain SharedArrayBuffer: V8 maps it page-aligned,
  // so every slot (a multiple of 512 KB from its start) may be written with direct I/O, which
  // needs aligned memory (encryption-thread.mjs). A plain one comes from malloc, 16 bytes past
  // a page boundary.
  const pages = (SLOT_BYTES * SLOT_COUNT) / WASM_PAGE_BYTES;
  // (TypeScript's lib types every Memory's buffer as an ArrayBuffer; a shared one is a SharedArrayBuffer.)
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true }).buffer as unknown as SharedArrayBuffer;
  const freeSlots = Array.from({ length: SLOT_COUNT }, (_, i) => i);
  const slotOwners = new Map<number, Upload>();
  let waiting: (() => void)[] = [];
  const threads: Thread[] = [];
  let nextId = 1;
  let nextThread = 0;

  function wakeWaiting() {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  }

  function freeSlot(slot: number) {
    const upload = slotOwners.get(slot);
    if (!upload) return;
    slotOwners.delete(slot);
    upload.slots.delete(slot);
    freeSlots.push(slot);
    wakeWaiting();
  }

  function startThread(): Thread {
    const worker = new Worker(new URL('./encryption-thread.mjs', import.meta.url), {
      workerData: { memory, slotBytes: SLOT_BYTES },
      name: 'upload-encryption',
    });
    const thread: Thread = { worker, uploads: new Map() };
    worker.unref();
    worker.on('message', (answer: ThreadAnswer) => {
      if (answer.op === 'released') return freeSlot(answer.slot);
      const upload = thread.uploads.get(answer.id);
      if (!upload) return;
      thread.uploads.delete(answer.id);
      if (thread.uploads.size === 0) worker.unref();
      if (answer.op === 'finished') upload.finished?.resolve({ authTag: Buffer.from(answer.authTag), sha256: answer.sha256 });
      else if (answer.op === 'failed') upload.finished?.reject(new EncryptionThreadError(answer.error.message, answer.error.code));
      else upload.aborted?.();
    });
    // An uncaught error in the thread comes before its exit.
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (exitCode) => {
      if (threads.includes(thread)) threads.splice(threads.indexOf(thread), 1);
      const error = new EncryptionThreadError(`the upload encryption thread stopped (exit code ${exitCode})${failure ? `: ${failure.message}` : ''}`);
      for (const upload of thread.uploads.values()) {
        upload.failure = error;
        for (const slot of [...upload.slots]) freeSlot(slot);
        upload.finished?.reject(error);
        upload.aborted?.();
      }
      thread.uploads.clear();
      wakeWaiting();
    });
    threads.push(thread);
    return thread;
  }

  function pickThread(): Thread {
    if (threads.length < threadCount) return startThread();
    nextThread = (nextThread + 1) % threads.length;
    return threads[nextThread]!;
  }

  /** A free slot for the upload, once it holds fewer than its share and one is free. */
  async function takeSlot(upload: Upload): Promise<number> {
    for (;;) {
      if (upload.failure) throw upload.failure;
      if (upload.slots.size < MAX_SLOTS_PER_UPLOAD && freeSlots.length > 0) {
        const slot = freeSlots.shift()!;
        slotOwners.set(slot, upload);
        upload.slots.add(slot);
        return slot;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    /** Starts an upload into a new file at `path` (created here, mode 0600) with this key and IV. */
    open(path: string, key: Buffer, iv: Buffer): EncryptionSession {
      const thread = pickThread();
      const upload: Upload = { id: nextId++, thread, slots: new Set(), failure: undefined };
      thread.uploads.set(upload.id, upload);
      thread.worker.ref();
      thread.worker.postMessage({ op: 'open', id: upload.id, path, key, iv });
      const gathered: Buffer[] = [];
      let gatheredBytes = 0;

      /** Copies up to one slot's worth of the gathered chunks into a slot and hands it over. */
      async function send() {
        const slot = await takeSlot(upload);
        const target = Buffer.from(memory, slot * SLOT_BYTES, SLOT_BYTES);
        let length = 0;
        while (gathered.length > 0 && length < SLOT_BYTES) {
          const chunk = gathered[0]!;
          const taken = copyIntoShared(target, length, chunk.subarray(0, SLOT_BYTES - length));
          length += taken;
          if (taken === chunk.length) gathered.shift();
          else gathered[0] = chunk.subarray(taken);
        }
        gatheredBytes -= length;
        thread.worker.postMessage({ op: 'write', id: upload.id, slot, length });
      }

      return {
        async add(chunk) {
          if (upload.failure) throw upload.failure;
          if (chunk.length === 0) return;
          gathered.push(chunk);
          gatheredBytes += chunk.length;
          while (gatheredBytes >= SLOT_BYTES) await send();
        },
        async finish() {
          if (gatheredBytes > 0) await send();
          if (upload.failure) throw upload.failure;
          return new Promise((resolve, reject) => {
            upload.finished = { resolve, reject };
            thread.worker.postMessage({ op: 'finish', id: upload.id });
          });
        },
        abort() {
          // The thread already answered (or stopped): nothing of this upload is left there.
          if (!thread.uploads.has(upload.id)) return Promise.resolve();
          return new Promise<void>((resolve) => {
            upload.aborted = resolve;
            thread.worker.postMessage({ op: 'abort', id: upload.id });
          });
        },
      };
    },
  };
}

let shared: ReturnType<typeof createEncryptionThreads> | undefined;

/**
 * The process's encryption threads, started with the first upload. Two at most: on a 2-core
 * machine one thread keeps up with what the server's thread can parse, and more would only
 * compete with it for the cores.
 */
export function encryptionThreads() {
  shared ??= createEncryptionThreads(Math.max(1, Math.min(2, availableParallelism() - 1)));
  return shared;
}
