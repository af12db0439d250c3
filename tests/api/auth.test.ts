import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail } from '../support/smtp-sink';
import { cookieHeader, createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['boss@helvetax.ch'], debugLogin: false });
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
let counter = 0;
const freshEmail = () => `person${++counter}-${Date.now()}@example.ch`;

async function requestCode(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: { ...ORIGIN_HEADER, ...headers }, payload: { email } });
}
async function verify(email: string, code: string, cookie = '') {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-code', headers: { ...ORIGIN_HEADER, cookie }, payload: { email, code } });
}
async function getUser(cookie: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie, ...headers } });
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with an e-mailed code', () => {
  it('sends the code over SMTP and signs the person in with a fresh session cookie', async () => {
    const email = freshEmail();
    const after = Date.now();
    const res = await requestCode(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification code sent', status: 'success' });
    const code = await t.sink.waitForCode(email, { after });
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ email, isProfileComplete: false, taxStatus: 'profile_incomplete', role: 'user' });
    const session = verified.cookies.find((c) => c.name === 'hx_session')!;
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(verified.cookies.find((c) => c.name === 'hx_device')).toMatchObject({ httpOnly: true, path: '/' });

    const me = await getUser(cookieHeader(verified));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('writes the e-mail in the language the person uses', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email, { 'accept-language': 'fr' });
    const mail = await t.sink.waitForMail(email, { after });
    expect(mail.raw).toContain('Votre code');
    const email2 = freshEmail();
    await requestCode(email2, { 'accept-language': 'gsw' });
    expect((await t.sink.waitForMail(email2, { after })).raw).toContain('Aam=C3=A4ldig');
  });

  it('refuses a malformed address with a validation error', async () => {
    for (const email of ['not-an-address', '', 'a@b']) {
      const res = await requestCode(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers known and unknown addresses identically', async () => {
    const known = freshEmail();
    await t.signIn(known);
    t.clock.advance(2 * MINUTE);
    const a = await requestCode(known);
    const b = await requestCode(freshEmail());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After, and allows it after', async () => {
    const email = freshEmail();
    expect((await requestCode(email)).statusCode).toBe(200);
    t.clock.advance(30_000);
    const again = await requestCode(email);
    expect(again.statusCode).toBe(429);
    // The client says 'Bitte warten Sie 30 Sekunden' from these params, not from the English message.
    expect(again.json()).toEqual({ message: 'Please wait 30 seconds before requesting a new code', code: 'RATE_LIMITED', params: { seconds: 30 } });
    expect(Number(again.headers['retry-after'])).toBe(30);
    t.clock.advance(30_000);
    expect((await requestCode(email)).statusCode).toBe(200);
  });

  it('voids the previous code when a new one is requested', async () => {
    const email = freshEmail();
    await requestCode(email);
    const first = await t.sink.waitForCode(email, { index: 0 });
    t.clock.advance(MINUTE);
    await requestCode(email);
    const second = await t.sink.waitForCode(email, { index: 1 });
    if (first !== second) {
      // The replaced code says so plainly (and costs no try of the new one).
      expect((await verify(email, first)).json()).toEqual({ message: expect.stringMatching(/request a new code/), code: 'CODE_VOIDED' });
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    t.clock.advance(10 * MINUTE);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This code has expired. Please request a new code.', code: 'CODE_EXPIRED' });
  });

  it('accepts a code just before its 10 minutes are over', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    t.clock.advance(10 * MINUTE - 1000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('voids the code at the 5th wrong try, so even the right code then fails', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    // Four wrong tries leave the code usable…
    const email2 = freshEmail();
    const after2 = Date.now();
    await requestCode(email2);
    const code2 = await t.sink.waitForCode(email2, { after: after2 });
    for (let i = 0; i < 4; i++) await verify(email2, wrongCode(code2));
    expect((await verify(email2, code2)).statusCode).toBe(200);
    // …the fifth voids it, and says so.
    const fifth = await verify(email, wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ message: expect.stringMatching(/request a new code/), code: 'CODE_VOIDED' });
    // The right code of a voided code says the same, so the person is offered a new one.
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/request a new code/), code: 'CODE_VOIDED' });
    // So does a further wrong one: 'invalid code' would suggest typing again.
    const sixth = await verify(email, wrongCode(code));
    expect(sixth.json()).toEqual({ message: expect.stringMatching(/request a new code/), code: 'CODE_VOIDED' });
  });

  it('uses a code once', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('creates exactly one session from 16 parallel verifications of one code', async () => {
    const email = freshEmail();
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    const results = await Promise.all(Array.from({ length: 16 }, () => verify(email, code)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(15);
    expect(ok[0]!.json().user.email).toBe(email);
  });

  it('never reuses a cookie the browser brought: the old session dies at sign-in', async () => {
    const email = freshEmail();
    const first = await t.signIn(email);
    t.clock.advance(MINUTE);
    const after = Date.now();
    await requestCode(email);
    const code = await t.sink.waitForCode(email, { after });
    const second = await verify(email, code, first.cookie);
    expect(second.statusCode).toBe(200);
    const newCookie = cookieHeader(second, first.cookie);
    expect(newCookie).not.toEqual(first.cookie);
    expect((await getUser(first.cookie)).statusCode).toBe(401);
    expect((await getUser(newCookie)).statusCode).toBe(200);
  });

  it('gives the admin role to ADMIN_EMAILS at sign-in', async () => {
    const { user } = await t.signIn('boss@helvetax.ch');
    expect(user).toMatchObject({ role: 'admin' });
  });
});

describe('sessions', () => {
  it('answers 401 SESSION_EXPIRED without a session', async () => {
    const res = await getUser('');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
    const bogus = await getUser('hx_session=not-a-real-token');
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends a session after 30 idle minutes', async () => {
    const { cookie } = await t.signIn(freshEmail());
    t.clock.advance(29 * MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('does not count background polls as activity', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const poll = { 'x-background-poll': '1' };
    for (let i = 0; i < 5; i++) {
      t.clock.advance(5 * MINUTE);
      expect((await getUser(cookie, poll)).statusCode).toBe(200);
    }
    t.clock.advance(5 * MINUTE + 1);
    expect((await getUser(cookie, poll)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const { cookie } = await t.signIn(freshEmail());
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('revokes the session and the device token at logout', async () => {
    const email = freshEmail();
    const { cookie } = await t.signIn(email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...ORIGIN_HEADER, cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    // The browser's copy is cleared, and the server no longer honours the old one either.
    expect(out.cookies.find((c) => c.name === 'hx_session')?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(401);
    const restore = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: { ...ORIGIN_HEADER, cookie }, payload: { email } });
    expect(restore.json()).toEqual({ success: false });
  });

  it('reports the sign-in state on check-auth, also when signed out', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/debug/check-auth' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, isAuthenticated: false, userId: null, email: null });
    const email = freshEmail();
    const { cookie, user } = await t.signIn(email);
    const inside = await t.app.inject({ method: 'GET', url: '/api/debug/check-auth', headers: { cookie } });
    expect(inside.json()).toEqual({ success: true, isAuthenticated: true, userId: user.id, email });
  });
});

describe('quick-restore', () => {
  it('refuses without the device token, whatever the e-mail', async () => {
    const email = freshEmail();
    await t.signIn(email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: ORIGIN_HEADER, payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false });
    expect(res.cookies).toHaveLength(0);
  });

  it('restores from the device token once, rotating it, and only for its own e-mail', async () => {
    const email = freshEmail();
    const { response } = await t.signIn(email);
    const device = response.cookies.find((c) => c.name === 'hx_device')!;
    const deviceCookie = `hx_device=${device.value}`;

    const wrongEmail = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: { ...ORIGIN_HEADER, cookie: deviceCookie }, payload: { email: freshEmail() } });
    expect(wrongEmail.json()).toEqual({ success: false });

    const restored = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: { ...ORIGIN_HEADER, cookie: deviceCookie }, payload: { email } });
    expect(restored.json()).toMatchObject({ success: true, user: { email } });
    const newDevice = restored.cookies.find((c) => c.name === 'hx_device')!;
    expect(newDevice.value).not.toBe(device.value);
    expect((await getUser(cookieHeader(restored))).statusCode).toBe(200);

    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: { ...ORIGIN_HEADER, cookie: deviceCookie }, payload: { email } });
    expect(replay.json()).toEqual({ success: false });
  });

  it('refuses a device token older than 14 days', async () => {
    const email = freshEmail();
    const { response } = await t.signIn(email);
    const device = response.cookies.find((c) => c.name === 'hx_device')!;
    t.clock.advance(14 * 24 * 60 * MINUTE);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/quick-restore', headers: { ...ORIGIN_HEADER, cookie: `hx_device=${device.value}` }, payload: { email } });
    expect(res.json()).toEqual({ success: false });
  });
});

describe('request guards', () => {
  it('refuses state-changing calls with a foreign or missing Origin', async () => {
    const foreign = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: { origin: 'https://evil.example' }, payload: { email: freshEmail() } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: expect.any(String), code: 'BAD_ORIGIN' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', payload: { email: freshEmail() } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('BAD_ORIGIN');
    const { cookie } = await t.signIn(freshEmail());
    const put = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { cookie, origin: 'http://localhost:3001' }, payload: { firstName: 'Eve' } });
    expect(put.statusCode).toBe(403);
  });

  it('refuses a foreign or missing Origin however the path is spelled (the router decodes what the check reads)', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const before = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });
    for (const url of ['/%61pi/send-message', '/%2561pi/send-message', '/api/send%2Dmessage', '/api/%73end-message', '//api/send-message']) {
      for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { message: 'forged' } });
        expect([403, 404], `${url} ${JSON.stringify(headers)}`).toContain(res.statusCode);
        expect(res.json().code, url).toBe(res.statusCode === 403 ? 'BAD_ORIGIN' : 'NOT_FOUND');
      }
    }
    // Nothing got through: the thread is as it was.
    const after = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses bodies that are neither JSON nor multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-code',
      headers: { ...ORIGIN_HEADER, 'content-type': 'text/plain' },
      payload: 'email=a@b.ch',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('keeps the debug login-as call hidden unless DEBUG_LOGIN is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/debug/login-as/1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('codes in mail', () => {
  it('finds the code on its own line', () => {
    expect(codeFromMail('Hello\n\n    123456\n\nbye')).toBe('123456');
  });
});
