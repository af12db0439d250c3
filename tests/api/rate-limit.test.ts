import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { requestCodePerIp: { max: 3, timeWindow: 60_000 }, verifyCodePerIp: { max: 1000, timeWindow: 60_000 } },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('per-IP limit on code requests', () => {
  it('answers 429 RATE_LIMITED with Retry-After once one address sends too many requests', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: ORIGIN_HEADER, payload: { email: `ip${i}@example.ch` } });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: ORIGIN_HEADER, payload: { email: 'ip9@example.ch' } });
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    // The wait the client shows ('Bitte warten Sie 60 Sekunden') is the Retry-After value.
    expect(limited.json()).toEqual({ message: expect.stringMatching(/try again/), code: 'RATE_LIMITED', params: { seconds } });
  });
});
