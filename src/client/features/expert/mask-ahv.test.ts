import { describe, expect, it } from 'vitest';
import { maskAhv } from './mask-ahv';

describe('maskAhv', () => {
  it('hides every digit but the last four and keeps the format', () => {
    expect(maskAhv('756.1234.5678.97')).toBe('•••.••••.••78.97');
  });
  it('works without dots and on short values', () => {
    expect(maskAhv('7561234567897')).toBe('•••••••••7897');
    expect(maskAhv('123')).toBe('123');
  });
});
