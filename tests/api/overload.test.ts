import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// A resident-memory ceiling of 1 MB: every process is above it, so the app is under pressure
// from its first measurement on (every 10 ms here), without a test that times anything.
const PRESSURED = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxRssMb: 1, retryAfterSeconds: 7, sampleIntervalMs: 10 };

let pressured: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  pressured = await createTestApp({ config: { overload: PRESSURED } });
  relaxed = await createTestApp();
  // The first measurement comes a sample interval after start.
  await vi.waitFor(async () => expect((await pressured.app.inject({ method: 'GET', url: '/api/health' })).json().overloaded).toBe(true), { timeout: 10_000, interval: 20 });
});
afterAll(async () => {
  await pressured?.close();
  await relaxed?.close();
});

describe('an overloaded server', () => {
  it('answers API calls at once with 503 OVERLOADED and Retry-After, before looking at the session', async () => {
    const res = await pressured.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'session=whatever' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/overloaded/), code: 'OVERLOADED', params: { seconds: 7 } });
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does nothing for a refused call: no code is sent', async () => {
    const res = await pressured.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: ORIGIN_HEADER, payload: { email: 'busy@example.ch' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('OVERLOADED');
    // Sending a code answers only after the mail server took the e-mail: had the refused call
    // got through, its mail would be in the sink by now.
    expect(pressured.sink.messages).toEqual([]);
  });

  it('still answers its health check, saying that it is overloaded', async () => {
    const res = await pressured.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', overloaded: true });
  });

  it('still serves what is not an API call (the app shell shows the refusal in the right language)', async () => {
    const res = await pressured.app.inject({ method: 'GET', url: '/cantons/cantons.json' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a server under normal load', () => {
  it('answers API calls and reports that it is not overloaded', async () => {
    const health = await relaxed.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', overloaded: false });
    const res = await relaxed.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
  });
});
