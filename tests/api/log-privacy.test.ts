import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/platform/logger';
import { completeTaxProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The same logger the server runs with, at its most talkative level.
  t = await createTestApp({ logger: loggerOptions('trace', sink) });
});
afterAll(async () => {
  await t?.close();
});

describe('the server log', () => {
  it('never holds sign-in codes, session or device tokens, cookies or AHV numbers', async () => {
    const email = 'private@example.ch';
    const after = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: ORIGIN_HEADER, payload: { email } });
    const code = await t.sink.waitForCode(email, { after });
    // A wrong try first, so a failing verification is logged too.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-code', headers: ORIGIN_HEADER, payload: { email, code: wrong } });
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-code', headers: ORIGIN_HEADER, payload: { email, code } });
    const tokens = verified.cookies.map((c) => c.value);
    const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await completeTaxProfile(t, cookie);
    await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: { ahvNumber: '756.9999.9999.99' } });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...ORIGIN_HEADER, cookie } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the log did record the requests
    expect(log).toContain('/api/auth/verify-code');
    for (const secret of [code, ...tokens, '756.1234.5678.97', '756.9999.9999.99', '7561234567897']) {
      expect(log.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
    }
    expect(log.toLowerCase()).not.toContain('hx_session=');
  });
});
