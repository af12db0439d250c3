/**
 * Job work whose memory a thread would not give back, in short-lived child processes. A worker
 * thread that ends returns its V8 heap, but not what its WebAssembly modules (tesseract, zxing),
 * native pixel buffers and malloc arenas took: the process keeps those pages. A child process
 * returns everything when it exits. Each task gets a new child that answers once and exits;
 * at most `size` children run at once, and the next one starts only after the last has exited,
 * so their memory never adds up beyond `size` children.
 *
 * The child gets its input over the IPC channel (structured clone: the document's bytes go from
 * this process to its own child and nowhere else, never to a file) and none of the server's
 * environment beyond what Node needs: no secrets, no database URL. A child that outgrows its V8
 * heap, crashes or runs past its time is ended, and its task fails with ProcessStoppedError, so
 * the job retries as it would after a crashed thread.
 *
 * One file serves both sides: the pool (createProcessPool) in the server and the task loop
 * (serveProcessTask) in the child's entry module.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { entryStart, tsxLoaderUrl, type EntryModule, type EntryStart } from './entry-module';

/** What a child's entry module offers: named tasks taking one structured-cloneable input. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task names its own input type
export type ProcessTasks = Record<string, (input: any) => Promise<unknown>>;

export type ProcessLimits = {
  /** The child's V8 old generation (--max-old-space-size); wasm and native memory are outside it. */
  maxOldGenerationSizeMb: number;
  /** From the fork to the answer; a child still busy then is killed. */
  timeoutMs: number;
};

/** How a child is started beyond its limits: more Node flags, and environment variables of its own. */
export type ProcessStart = { nodeFlags?: string[]; environment?: Record<string, string> };

type TaskRequest = { task: string; input: unknown };
/** The child's messages: that it listens, then its one answer. */
type ChildMessage = { ready: true } | { ok: true; value: unknown } | { ok: false; error: { name: string; message: string; code?: string } };

/** An error a task threw in its child, rebuilt here: its original class name and code kept in `name` and `code`. */
export class ProcessTaskError extends Error {
  readonly code: string | undefined;
  constructor(error: { name: string; message: string; code?: string }) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
  }
}

/** The child of a task ended before it answered (a crash, its heap limit, its time limit, or the pool's close). */
export class ProcessStoppedError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/** The code of the ProcessStoppedError of a child killed for running past its time limit. */
export const PROCESS_TIMEOUT = 'ERR_CHILD_PROCESS_TIMEOUT';

export type ProcessTaskEvent = { pool: string; task: string; phase: 'start' | 'end'; pid: number };
const taskListeners = new Set<(event: ProcessTaskEvent) => void>();

/**
 * Told when a pool starts a child for a task and when the child answers (pid: the child's).
 * Tests use it to show that the work runs outside the server's process; returns the
 * unsubscribe function.
 */
export function onProcessTask(listener: (event: ProcessTaskEvent) => void): () => void {
  taskListeners.add(listener);
  return () => taskListeners.delete(listener);
}

/**
 * What a child inherits of the environment: what Node, the temporary folder and the locale need.
 * Everything else (APP_SECRET, DATABASE_URL, SMTP_URL, …) stays with the server.
 */
const INHERITED_ENVIRONMENT = ['PATH', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'NODE_ENV'];

function childEnvironment(own: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = INHERITED_ENVIRONMENT.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]);
  return { ...Object.fromEntries(inherited), ...own };
}

function startChild(entry: EntryStart, limits: ProcessLimits, start: ProcessStart): ChildProcess {
  const nodeFlags = [`--max-old-space-size=${limits.maxOldGenerationSizeMb}`, ...(start.nodeFlags ?? [])];
  // The server's own execArgv (vitest's, tsx's, the bundle's flags) is not passed on: only these.
  return fork(entry.modulePath, [], {
    execArgv: entry.throughTsx ? [...nodeFlags, '--import', tsxLoaderUrl()] : nodeFlags,
    env: childEnvironment(start.environment),
    // Structured clone over IPC: Uint8Arrays arrive as such, not as JSON arrays of numbers.
    serialization: 'advanced',
    // stdout is the server's JSON log stream: nothing of the child's may land in it. What the
    // child writes to stderr (a crash's report, V8's heap-limit message) stays visible there.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

type PendingTask = { request: TaskRequest; resolve: (value: unknown) => void; reject: (error: Error) => void };

export function createProcessPool<Tasks extends ProcessTasks>(options: {
  /** Names the pool in logs and task events. */
  name: string;
  entry: EntryModule;
  /** Most children (and so most tasks running) at once. */
  size: number;
  limits: ProcessLimits;
  start?: ProcessStart;
  log: FastifyBaseLogger;
}) {
  const size = Math.max(1, options.size);
  const entry = entryStart(options.entry);
  const children = new Set<ChildProcess>();
  const waiting: PendingTask[] = [];
  let closed = false;

  function emit(event: Omit<ProcessTaskEvent, 'pool'>) {
    for (const listener of taskListeners) listener({ pool: options.name, ...event });
  }

  function run(task: PendingTask) {
    const child = startChild(entry, options.limits, options.start ?? {});
    children.add(child);
    let answered = false;
    let stopCode: string | undefined;
    const timer = setTimeout(() => {
      stopCode = PROCESS_TIMEOUT;
      child.kill('SIGKILL');
    }, options.limits.timeoutMs);
    emit({ task: task.request.task, phase: 'start', pid: child.pid ?? 0 });
    child.on('message', (message: ChildMessage) => {
      if ('ready' in message) {
        try {
          child.send(task.request);
        } catch (error) {
          // An input that cannot be cloned fails its task here; the child has nothing to do.
          answered = true;
          task.reject(error instanceof Error ? error : new Error(String(error)));
          child.kill('SIGKILL');
        }
        return;
      }
      if (answered) return;
      answered = true;
      emit({ task: task.request.task, phase: 'end', pid: child.pid ?? 0 });
      if (message.ok) task.resolve(message.value);
      else task.reject(new ProcessTaskError(message.error));
    });
    let ended = false;
    const end = (exitCode: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      children.delete(child);
      if (!answered) {
        answered = true;
        if (!closed) options.log.warn({ pool: options.name, exitCode, signal, code: stopCode }, 'a child process stopped before it answered; its job is retried');
        task.reject(new ProcessStoppedError(`the ${options.name} process stopped during the task (exit code ${exitCode}, signal ${signal})`, stopCode));
      }
      // Only now the next child: this one's memory is back with the system.
      next();
    };
    // A send to a child already gone, or a fork that failed (then no exit event may follow).
    child.on('error', (error: Error & { code?: unknown }) => {
      if (typeof error.code === 'string') stopCode ??= error.code;
      if (child.pid === undefined) end(null, null);
    });
    child.once('exit', end);
  }

  function next() {
    while (!closed && waiting.length > 0 && children.size < size) run(waiting.shift()!);
  }

  return {
    size,

    /** Runs a task in a new child; waits while `size` children are running. The input is copied to the child. */
    run<K extends keyof Tasks & string>(task: K, input: Parameters<Tasks[K]>[0]): Promise<Awaited<ReturnType<Tasks[K]>>> {
      if (closed) return Promise.reject(new ProcessStoppedError(`the ${options.name} processes are closed`));
      return new Promise((resolve, reject) => {
        waiting.push({ request: { task, input }, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },

    /** Kills every child; tasks still waiting or running fail (their jobs retry after a restart). */
    async close(): Promise<void> {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new ProcessStoppedError(`the ${options.name} processes are closed`));
      await Promise.all(
        [...children].map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          return exited;
        }),
      );
    },
  };
}

export type ProcessPool<Tasks extends ProcessTasks> = ReturnType<typeof createProcessPool<Tasks>>;

/**
 * In a child's entry module: answers the one task the pool sends, then exits, which gives all of
 * the task's memory back. A child whose server went away (the IPC channel closed) exits too.
 */
export function serveProcessTask(tasks: ProcessTasks): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveProcessTask runs in a child process started with an IPC channel only');
  process.once('disconnect', () => process.exit(0));
  process.once('message', (request: TaskRequest) => {
    const run = tasks[request.task];
    const answer = run ? run(request.input) : Promise.reject(new Error(`unknown process task '${request.task}'`));
    answer
      .then(
        (value): ChildMessage => ({ ok: true, value }),
        (error: unknown): ChildMessage => {
          const { name, message, code } = (error instanceof Error ? error : new Error(String(error))) as Error & { code?: unknown };
          return { ok: false, error: { name, message, ...(typeof code === 'string' ? { code } : {}) } };
        },
      )
      // Exits once the answer is written: nothing the task left running (timers, a nested
      // worker) keeps the child and its memory alive.
      .then((reply) => {
        const exit = () => process.exit(0);
        try {
          send(reply, undefined, undefined, exit);
        } catch (error) {
          // An answer that cannot be cloned: the pool gets the reason instead of waiting for the time limit.
          const { name, message } = error instanceof Error ? error : new Error(String(error));
          send({ ok: false, error: { name, message } } satisfies ChildMessage, undefined, undefined, exit);
        }
      });
  });
  // A server that died between the fork and this line has closed the channel: the child then has
  // nobody to work for and leaves quietly, instead of crashing on the send's error.
  send({ ready: true } satisfies ChildMessage, undefined, undefined, (error) => {
    if (error) process.exit(0);
  });
}
