import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forkBuiltEntriesFrom } from './entry-module';
import { createProcessPool, onProcessTask, PROCESS_TIMEOUT, ProcessStoppedError, ProcessTaskError, type ProcessPool, type ProcessTaskEvent } from './process-pool';
import type { FixtureTasks } from './process-pool-fixture-tasks';

type PoolOptions = Parameters<typeof createProcessPool>[0];
const silentLog = { warn: () => {} } as unknown as PoolOptions['log'];
let pool: ProcessPool<FixtureTasks> | undefined;

function fixturePool(size: number, limits: Partial<PoolOptions['limits']> = {}, log = silentLog, start: PoolOptions['start'] = {}): ProcessPool<FixtureTasks> {
  pool = createProcessPool<FixtureTasks>({
    name: 'fixture',
    entry: { builtFileName: 'process-pool-fixture-tasks.js', source: new URL('./process-pool-fixture-tasks.ts', import.meta.url) },
    size,
    limits: { maxOldGenerationSizeMb: 64, timeoutMs: 30_000, ...limits },
    start,
    log,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('child process pool', () => {
  it('hands the bytes to a child process, which gets them as bytes', async () => {
    const answer = await fixturePool(1).run('measure', { bytes: new Uint8Array(300_000).fill(7) });
    expect(answer).toEqual({ isUint8Array: true, byteLength: 300_000, pid: expect.any(Number) });
    expect(answer.pid).not.toBe(process.pid);
  }, 60_000);

  it('gives the child none of the server’s secrets, only its own settings', async () => {
    process.env.HELVETAX_TEST_SECRET = 'not for children';
    try {
      const names = await fixturePool(1, {}, silentLog, { environment: { HELVETAX_CHILD_SETTING: 'for the child' } }).run('environment', undefined);
      expect(names).not.toContain('HELVETAX_TEST_SECRET');
      expect(names).toContain('PATH');
      expect(names).toContain('HELVETAX_CHILD_SETTING');
    } finally {
      delete process.env.HELVETAX_TEST_SECRET;
    }
  }, 60_000);

  it('runs each task in a new process, never more at once than its size', async () => {
    const events: ProcessTaskEvent[] = [];
    const stop = onProcessTask((event) => events.push(event));
    let pids: number[];
    try {
      const children = fixturePool(2);
      pids = await Promise.all([1, 2, 3].map(() => children.run('hold', { ms: 300 })));
    } finally {
      stop();
    }
    expect(new Set(pids).size).toBe(3);
    let running = 0;
    let most = 0;
    for (const event of events) {
      running += event.phase === 'start' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(events.filter((e) => e.phase === 'end')).toHaveLength(3);
    expect(most).toBe(2);
  }, 60_000);

  it('passes on what a task threw, as an error with its class name and code', async () => {
    const failed = await fixturePool(1).run('fail', undefined).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ProcessTaskError);
    expect(failed).toMatchObject({ name: 'RangeError', message: 'the document is odd', code: 'odd-document' });
  }, 60_000);

  it('fails the task of a child that ends without answering, says so in the log, and starts a new child for the next task', async () => {
    const warnings: unknown[] = [];
    const children = fixturePool(1, {}, { warn: (...args: unknown[]) => warnings.push(args) } as unknown as PoolOptions['log']);
    await expect(children.run('exit', undefined)).rejects.toBeInstanceOf(ProcessStoppedError);
    expect(warnings).toHaveLength(1);
    expect(await children.run('hold', { ms: 1 })).toEqual(expect.any(Number));
  }, 60_000);

  it('ends a child that outgrows its heap limit instead of letting it grow', async () => {
    const children = fixturePool(1, { maxOldGenerationSizeMb: 16 });
    await expect(children.run('exhaustHeap', undefined)).rejects.toBeInstanceOf(ProcessStoppedError);
    expect(await children.run('hold', { ms: 1 })).toEqual(expect.any(Number));
  }, 60_000);

  it('kills a child that runs past its time limit', async () => {
    const children = fixturePool(1, { timeoutMs: 3_000 });
    await expect(children.run('hold', { ms: 60_000 })).rejects.toMatchObject({ code: PROCESS_TIMEOUT });
  }, 60_000);

  it('forks the built entry instead of the source when the tests ask for it, and says plainly when it is missing', async () => {
    // A built entry of plain JavaScript: it answers every task with how it was started.
    const folder = await mkdtemp(path.join(tmpdir(), 'helvetax-built-entries-'));
    await writeFile(
      path.join(folder, 'process-pool-fixture-tasks.js'),
      `process.once('message', () => process.send({ ok: true, value: { file: process.argv[1], execArgv: process.execArgv } }, undefined, undefined, () => process.exit(0)));
      process.send({ ready: true });`,
    );
    try {
      forkBuiltEntriesFrom(folder);
      const answer = (await fixturePool(1).run('measure', { bytes: new Uint8Array(1) })) as unknown as { file: string; execArgv: string[] };
      expect(answer.file).toBe(path.join(folder, 'process-pool-fixture-tasks.js'));
      expect(answer.execArgv.join(' ')).not.toContain('tsx');
      await rm(path.join(folder, 'process-pool-fixture-tasks.js'));
      expect(() => fixturePool(1)).toThrow(/no built entry .*process-pool-fixture-tasks\.js/);
    } finally {
      forkBuiltEntriesFrom(undefined);
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses tasks once closed, and fails the one running', async () => {
    const children = fixturePool(1);
    const running = children.run('hold', { ms: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await children.close();
    await expect(running).rejects.toBeInstanceOf(ProcessStoppedError);
    await expect(children.run('hold', { ms: 1 })).rejects.toBeInstanceOf(ProcessStoppedError);
  }, 60_000);
});
