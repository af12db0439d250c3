/**
 * CPU-heavy job work (rendering, barcode decoding, OCR) in worker threads, so the server's own
 * thread only does I/O and keeps answering requests while a document is read. A pool holds at
 * most `size` threads (the job concurrency): each is started on first use, kept for the next
 * task (its wasm modules and libraries load once per thread, not per task) and ended by close().
 * A thread that dies (a crash, or its heap limit) fails its running task with a thrown error,
 * so the job retries, and the next task starts a new thread.
 *
 * One file serves both sides: the pool (createThreadPool) on the server's thread and the task
 * loop (serveThreadTasks) in the thread's entry module.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, threadId, Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { builtEntryPath, runsFromSources, tsxModuleUrl, type EntryModule } from './entry-module';

/** What a thread's entry module offers: named tasks taking one structured-cloneable input. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task names its own input type
export type ThreadTasks = Record<string, (input: any) => Promise<unknown>>;

/** Where a thread's entry module is (entry-module.ts). */
export type ThreadEntry = EntryModule;

type TaskRequest = { task: string; input: unknown };
type TaskReply = { ok: true; value: unknown; threadId: number } | { ok: false; error: { name: string; message: string; code?: string }; threadId: number };

/** An error a task threw in its thread, rebuilt here: its original class name and code kept in `name` and `code`. */
export class ThreadTaskError extends Error {
  readonly code: string | undefined;
  constructor(error: { name: string; message: string; code?: string }) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
  }
}

/** The thread of a task ended before the task did (a crash, its heap limit, or the pool's close). */
export class ThreadStoppedError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

export type ThreadTaskEvent = { pool: string; task: string; phase: 'start' | 'end'; threadId: number };
const taskListeners = new Set<(event: ThreadTaskEvent) => void>();

/**
 * Told when a pool hands a task to a thread and when the thread answers (threadId: the thread that
 * ran it). Tests use it to show that the work never runs on the server's thread; returns the
 * unsubscribe function.
 */
export function onThreadTask(listener: (event: ThreadTaskEvent) => void): () => void {
  taskListeners.add(listener);
  return () => taskListeners.delete(listener);
}

/**
 * The URL a thread is started from, and how: the bundle starts the entry built beside it, the
 * sources (.ts under tsx or vitest) start the entry's source.
 */
function threadStart(entry: ThreadEntry): { url: URL | string; eval: boolean } {
  if (!runsFromSources) return { url: pathToFileURL(builtEntryPath(entry)), eval: false };
  // Node 20 does not apply `--import tsx` from a worker's execArgv to its entry module, so the
  // thread registers tsx itself before it imports the TypeScript entry. The import is resolved
  // here: eval code would resolve it from the working directory.
  const bootstrap = `import(${JSON.stringify(tsxModuleUrl('register-api'))}).then(({ register }) => { register(); return import(${JSON.stringify(entry.source.href)}); });`;
  return { url: bootstrap, eval: true };
}

type PendingTask = { request: TaskRequest; transfer: Transferable[]; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; running: PendingTask | undefined; ending: boolean };

export function createThreadPool<Tasks extends ThreadTasks>(options: {
  /** Names the pool in logs and task events. */
  name: string;
  entry: ThreadEntry;
  /** Most threads (and so most tasks running) at once. */
  size: number;
  resourceLimits: ResourceLimits;
  /**
   * Ends each thread once it has answered, so the next task starts a new one. For work whose
   * memory lives outside the V8 heap (wasm, native pixel buffers, a nested worker) and that the
   * thread's allocator would otherwise keep after the task: ending the thread returns it.
   */
  endThreadAfterTask?: boolean;
  log: FastifyBaseLogger;
}) {
  const size = Math.max(1, options.size);
  const slots = new Set<Slot>();
  const waiting: PendingTask[] = [];
  let closed = false;

  function emit(event: Omit<ThreadTaskEvent, 'pool'>) {
    for (const listener of taskListeners) listener({ pool: options.name, ...event });
  }

  function startThread(): Slot {
    const start = threadStart(options.entry);
    const worker = new Worker(start.url, { eval: start.eval, resourceLimits: options.resourceLimits, name: options.name });
    const slot: Slot = { worker, running: undefined, ending: false };
    slots.add(slot);
    // An idle thread never keeps the process alive; a busy one does, until it answers.
    worker.unref();
    worker.on('message', (reply: TaskReply) => {
      const task = slot.running;
      if (!task) return;
      slot.running = undefined;
      worker.unref();
      if (options.endThreadAfterTask) {
        // Out of the pool at once: the next task starts a new thread instead of waiting for this one's exit.
        slot.ending = true;
        slots.delete(slot);
        void worker.terminate();
      }
      emit({ task: task.request.task, phase: 'end', threadId: reply.threadId });
      if (reply.ok) task.resolve(reply.value);
      else task.reject(new ThreadTaskError(reply.error));
      next();
    });
    // An uncaught error in the thread (or ERR_WORKER_OUT_OF_MEMORY) comes before its exit.
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (exitCode) => {
      slots.delete(slot);
      const task = slot.running;
      slot.running = undefined;
      if (!closed && !slot.ending) options.log.warn({ pool: options.name, exitCode, err: failure }, 'a worker thread stopped; the next task starts a new one');
      if (task) {
        const code = (failure as { code?: unknown } | undefined)?.code;
        task.reject(new ThreadStoppedError(`the ${options.name} thread stopped during the task (exit code ${exitCode})`, typeof code === 'string' ? code : undefined));
      }
      next();
    });
    return slot;
  }

  function dispatch(slot: Slot, task: PendingTask) {
    slot.running = task;
    slot.worker.ref();
    emit({ task: task.request.task, phase: 'start', threadId: slot.worker.threadId });
    slot.worker.postMessage(task.request, task.transfer);
  }

  function next() {
    if (closed) return;
    while (waiting.length > 0) {
      const idle = [...slots].find((s) => !s.running) ?? (slots.size < size ? startThread() : undefined);
      if (!idle) return;
      dispatch(idle, waiting.shift()!);
    }
  }

  return {
    size,

    /**
     * Runs a task in a thread; waits for a free one when all `size` are busy. The buffers in
     * `transfer` move to the thread (no copy) and are unusable here afterwards.
     */
    run<K extends keyof Tasks & string>(task: K, input: Parameters<Tasks[K]>[0], transfer: Transferable[] = []): Promise<Awaited<ReturnType<Tasks[K]>>> {
      if (closed) return Promise.reject(new ThreadStoppedError(`the ${options.name} threads are closed`));
      return new Promise((resolve, reject) => {
        waiting.push({ request: { task, input }, transfer, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },

    /** Ends every thread; tasks still waiting or running fail (their jobs retry after a restart). */
    async close(): Promise<void> {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new ThreadStoppedError(`the ${options.name} threads are closed`));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

export type ThreadPool<Tasks extends ThreadTasks> = ReturnType<typeof createThreadPool<Tasks>>;

/** In a thread's entry module: answers each task the pool sends, one at a time. */
export function serveThreadTasks(tasks: ThreadTasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveThreadTasks runs in a worker thread only');
  port.on('message', (request: TaskRequest) => {
    const run = tasks[request.task];
    const answer = run ? run(request.input) : Promise.reject(new Error(`unknown thread task '${request.task}'`));
    answer.then(
      (value) => port.postMessage({ ok: true, value, threadId } satisfies TaskReply),
      (error: unknown) => {
        const { name, message, code } = (error instanceof Error ? error : new Error(String(error))) as Error & { code?: unknown };
        port.postMessage({ ok: false, error: { name, message, ...(typeof code === 'string' ? { code } : {}) }, threadId } satisfies TaskReply);
      },
    );
  });
}
