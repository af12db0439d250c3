import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
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

describe('the server log on error paths (issue 9, finding 1)', () => {
  const ahv = '756.9217.0769.85';
  const taxNumber = '987.654.321';
  const email = 'error-path@example.ch';
  const firstName = 'Ottilie';
  const secrets = [ahv, taxNumber, email, firstName, '7569217076985'];
  let cookie = '';
  let userId = 0;
  beforeAll(async () => {
    const signedIn = await t.signIn(email);
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
    await completeTaxProfile(t, cookie);
  });

  it('holds the error id and class of a failing query, never its parameters or the row', async () => {
    // The database itself refuses any new version of this person's row: a real failure whose
    // error carries the UPDATE, its parameters and (PostgreSQL's detail) the whole failing row.
    await t.db.execute(sql.raw(`alter table users add constraint log_privacy_refuses_row check (id <> ${Number(userId)}) not valid`));
    try {
      lines.length = 0;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...ORIGIN_HEADER, cookie },
        payload: { firstName, cantonOfResidence: 'zuerich', taxAddress: taxNumber, ahvNumber: ahv },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json<{ message: string; code: string; errorId: string }>();
      expect(body).toEqual({ message: 'Internal error', code: 'INTERNAL', errorId: expect.any(String) });

      const log = lines.join('');
      const line = lines.find((l) => l.includes(body.errorId));
      expect(line, 'a log line with the error id of the answer').toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: 50, err: { type: 'DrizzleQueryError', errorId: body.errorId, cause: { code: '23514' } } });
      for (const secret of secrets) expect(log.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
      expect(log).not.toMatch(/update "users"|Failing row/i);
    } finally {
      await t.db.execute(sql.raw('alter table users drop constraint log_privacy_refuses_row'));
    }
  });

  it('holds nothing of a refused request', async () => {
    lines.length = 0;
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { firstName: `${firstName}\u0000`, taxAddress: taxNumber, ahvNumber: `${ahv}\u0000` },
    });
    expect(refused.statusCode).toBe(400);
    const search = await t.app.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(email)}`, headers: { cookie } });
    expect(search.statusCode).toBe(403);
    const log = lines.join('');
    expect(log).toContain('/api/user/profile');
    expect(log).toContain('/api/admin/users');
    for (const secret of secrets) expect(log.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
  });
});
