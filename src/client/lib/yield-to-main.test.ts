import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const order: string[] = [];
    let release!: () => void;
    const schedulerYield = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    vi.stubGlobal('scheduler', { yield: schedulerYield, postTask: vi.fn() });
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('rest of this task');
    release();
    await yielded;
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['rest of this task', 'after the yield']);
  });

  it('posts a task where the scheduler has only postTask', async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve().then(callback));
    vi.stubGlobal('scheduler', { postTask });
    await yieldToMain();
    expect(postTask).toHaveBeenCalledTimes(1);
  });

  it('goes on at once without a scheduler (Safari, the test DOM)', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
