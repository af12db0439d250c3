import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-codes';
import { errorBodySchema } from './errors';

// The client reads error bodies with the hand-written guard (no zod in its first load, issue 10);
// it must take exactly the bodies the server's schema describes.
const SAMPLES: unknown[] = [
  { message: 'Not found', code: 'NOT_FOUND' },
  { message: 'Wait', code: 'RATE_LIMITED', params: { seconds: 58 } },
  { message: 'Internal error', code: 'INTERNAL', errorId: '3f2c9a10' },
  { message: 'Extra keys are fine', code: 'FORBIDDEN', detail: 'ignored' },
  { message: 'Params undefined', code: 'FORBIDDEN', params: undefined },
  { message: 'No code' },
  { code: 'NOT_FOUND' },
  { message: 1, code: 'NOT_FOUND' },
  { message: 'Code not text', code: 404 },
  { message: 'Params a list', code: 'X', params: [1, 2] },
  { message: 'Params null', code: 'X', params: null },
  { message: 'Params text', code: 'X', params: 'seconds' },
  { message: 'Error id a number', code: 'INTERNAL', errorId: 7 },
  [],
  null,
  'Not found',
  42,
];

describe('isErrorBody', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))('agrees with errorBodySchema on %s', (_name, sample) => {
    expect(isErrorBody(sample)).toBe(errorBodySchema.safeParse(sample).success);
  });

  it('accepts a real error body and refuses what is not one', () => {
    expect(isErrorBody({ message: 'Not found', code: 'NOT_FOUND' })).toBe(true);
    expect(isErrorBody({ message: 'Params a list', code: 'X', params: [] })).toBe(false);
  });
});
