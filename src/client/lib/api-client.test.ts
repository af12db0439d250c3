// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, type ApiError } from './api-client';

// The calls of the first screen pass their response schema as an import (issue 10): the answer
// must be checked against it all the same, and a schema that cannot be downloaded must fail the
// call like a lost connection, not hang or pass the answer through unchecked.
const schema = z.object({ isAuthenticated: z.boolean() });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
let answer: Response;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => answer));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const failure = (promise: Promise<unknown>) => promise.then(() => Promise.reject(new Error('resolved')), (error: ApiError) => error);

describe('apiRequest with a schema given as an import', () => {
  it('returns the answer checked against the imported schema', async () => {
    answer = json(200, { isAuthenticated: true, extra: 'dropped' });
    await expect(apiRequest('/api/x', { schema: async () => schema })).resolves.toEqual({ isAuthenticated: true });
  });

  it('refuses an answer that does not match the imported schema', async () => {
    answer = json(200, { isAuthenticated: 'yes' });
    const error = await failure(apiRequest('/api/x', { schema: async () => schema }));
    expect([error.code, error.status]).toEqual(['INVALID_RESPONSE', 200]);
  });

  it('fails as a network error when the schema cannot be downloaded', async () => {
    answer = json(200, { isAuthenticated: true });
    const error = await failure(apiRequest('/api/x', { schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }));
    expect([error.code, error.status]).toEqual(['NETWORK_ERROR', 0]);
  });

  it('reads an error body without the schema, with its params and Retry-After', async () => {
    answer = json(429, { message: 'Please wait', code: 'RATE_LIMITED', params: { seconds: 58 } }, { 'Retry-After': '58' });
    const error = await failure(apiRequest('/api/x', { schema: () => Promise.reject(new TypeError('not needed')) }));
    expect([error.code, error.status, error.retryAfter, error.fromServer, error.params]).toEqual(['RATE_LIMITED', 429, 58, true, { seconds: 58 }]);
  });

  it('keeps the status and text of an error answer that is not an error body', async () => {
    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await failure(apiRequest('/api/x', { schema }));
    expect([error.code, error.message, error.fromServer]).toEqual(['UNKNOWN_ERROR', '502: <html>Bad gateway</html>', false]);
  });
});
