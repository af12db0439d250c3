/**
 * Entry module of the children process-pool.test.ts starts: tasks that answer, fail, take their
 * time, end their process, outgrow its heap limit, or show what the child was given.
 */
import { serveProcessTask } from './process-pool';

const fixtureTasks = {
  /** What arrived (the bytes' type and length) and who read them. */
  measure: async ({ bytes }: { bytes: Uint8Array }) => ({ isUint8Array: bytes instanceof Uint8Array, byteLength: bytes.byteLength, pid: process.pid }),
  /** Keeps its child busy for `ms`, so several tasks overlap or a time limit passes. */
  hold: async ({ ms }: { ms: number }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return process.pid;
  },
  /** The names of the environment variables the child was started with. */
  environment: async () => Object.keys(process.env),
  fail: async () => {
    throw Object.assign(new RangeError('the document is odd'), { code: 'odd-document' });
  },
  /** Ends the child without answering. */
  exit: async () => {
    process.exit(3);
  },
  /** Keeps allocating until the heap limit ends the child. */
  exhaustHeap: async () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
};

export type FixtureTasks = typeof fixtureTasks;

serveProcessTask(fixtureTasks);
