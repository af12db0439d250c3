import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createThreadPool, onThreadTask, ThreadStoppedError, ThreadTaskError, type ThreadPool, type ThreadTaskEvent } from './thread-pool';
import type { FixtureTasks } from './thread-pool-fixture-tasks';

const silentLog = { warn: () => {} } as unknown as Parameters<typeof createThreadPool>[0]['log'];
let pool: ThreadPool<FixtureTasks> | undefined;

function fixturePool(size: number, maxOldGenerationSizeMb = 64): ThreadPool<FixtureTasks> {
  pool = createThreadPool<FixtureTasks>({
    name: 'fixture',
    entry: { builtFileName: 'thread-pool-fixture-tasks.js', source: new URL('./thread-pool-fixture-tasks.ts', import.meta.url) },
    size,
    resourceLimits: { maxOldGenerationSizeMb },
    log: silentLog,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('worker thread pool', () => {
  it('hands the bytes to another thread without copying them', async () => {
    const bytes = new Uint8Array(1024).fill(7);
    const answer = await fixturePool(1).run('measure', { bytes }, [bytes.buffer]);
    expect(answer.byteLength).toBe(1024);
    expect(answer.threadId).not.toBe(threadId);
    // Transferred: this side's view is detached.
    expect(bytes.byteLength).toBe(0);
  }, 60_000);

  it('never runs more tasks at once than its size, and keeps its threads for the next tasks', async () => {
    const events: ThreadTaskEvent[] = [];
    const stop = onThreadTask((event) => events.push(event));
    try {
      const threads = fixturePool(2);
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => threads.run('hold', { ms: 50 })));
      expect(new Set(answers).size).toBeLessThanOrEqual(2);
    } finally {
      stop();
    }
    let running = 0;
    let most = 0;
    for (const event of events) {
      running += event.phase === 'start' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(events.filter((e) => e.phase === 'end')).toHaveLength(5);
    expect(most).toBe(2);
  }, 60_000);

  it('runs each task in a new thread when told to end a thread after its task', async () => {
    const warnings: unknown[] = [];
    pool = createThreadPool<FixtureTasks>({
      name: 'fixture',
      entry: { builtFileName: 'thread-pool-fixture-tasks.js', source: new URL('./thread-pool-fixture-tasks.ts', import.meta.url) },
      size: 1,
      resourceLimits: { maxOldGenerationSizeMb: 64 },
      endThreadAfterTask: true,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<typeof createThreadPool>[0]['log'],
    });
    const first = await pool.run('hold', { ms: 1 });
    const second = await pool.run('hold', { ms: 1 });
    expect(second).not.toBe(first);
    // A planned end is no crash: nothing is logged.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings).toEqual([]);
  }, 60_000);

  it('passes on what a task threw, as an error with its class name and code, and the thread goes on', async () => {
    const threads = fixturePool(1);
    const failed = await threads.run('fail', undefined).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ThreadTaskError);
    expect(failed).toMatchObject({ name: 'RangeError', message: 'the document is odd', code: 'odd-document' });
    expect(await threads.run('hold', { ms: 1 })).toEqual(expect.any(Number));
  }, 60_000);

  it('fails the task of a thread that ends, and starts a new thread for the next task', async () => {
    const threads = fixturePool(1);
    const before = await threads.run('hold', { ms: 1 });
    await expect(threads.run('exit', undefined)).rejects.toBeInstanceOf(ThreadStoppedError);
    const after = await threads.run('hold', { ms: 1 });
    expect(after).not.toBe(before);
  }, 60_000);

  it('ends a thread that outgrows its heap limit instead of letting it grow', async () => {
    const threads = fixturePool(1, 16);
    await expect(threads.run('exhaustHeap', undefined)).rejects.toMatchObject({ name: 'Error', code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(await threads.run('hold', { ms: 1 })).toEqual(expect.any(Number));
  }, 60_000);

  it('refuses tasks once closed', async () => {
    const threads = fixturePool(1);
    await threads.run('hold', { ms: 1 });
    await threads.close();
    await expect(threads.run('hold', { ms: 1 })).rejects.toBeInstanceOf(ThreadStoppedError);
  }, 60_000);
});
