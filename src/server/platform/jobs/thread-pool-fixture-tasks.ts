/**
 * Entry module of the threads thread-pool.test.ts starts: tasks that answer, fail, hold a thread
 * for a while, end their thread, or outgrow its heap limit.
 */
import { threadId } from 'node:worker_threads';
import { serveThreadTasks } from './thread-pool';

const fixtureTasks = {
  /** What arrived: the bytes' length (they were transferred, not copied) and who read them. */
  measure: async ({ bytes }: { bytes: Uint8Array }) => ({ byteLength: bytes.byteLength, threadId }),
  /** Keeps its thread busy for `ms`, so several tasks overlap. */
  hold: async ({ ms }: { ms: number }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return threadId;
  },
  fail: async () => {
    throw Object.assign(new RangeError('the document is odd'), { code: 'odd-document' });
  },
  /** Ends the thread (in a worker, process.exit ends the thread only) without answering. */
  exit: async () => {
    process.exit(3);
  },
  /** Keeps allocating until the heap limit ends the thread. */
  exhaustHeap: async () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
};

export type FixtureTasks = typeof fixtureTasks;

serveThreadTasks(fixtureTasks);
