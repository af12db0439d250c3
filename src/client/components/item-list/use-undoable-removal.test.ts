import { describe, expect, it } from 'vitest';
import { restoreIndex } from './use-undoable-removal';

describe('restoreIndex', () => {
  it('puts an undone removal back where it was, or at the end of a shorter list', () => {
    expect(restoreIndex(1, 3)).toBe(1);
    expect(restoreIndex(4, 2)).toBe(2);
    expect(restoreIndex(0, 0)).toBe(0);
  });
});
