import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/platform/rate-limits';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// Finding 6 of issue 9: a stranger must not be able to keep the owner of an address out, and
// behind a proxy every user must not share the proxy's address.

const MINUTE = 60_000;
const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.7';
let counter = 0;
const freshEmail = () => `owner${++counter}-${Date.now()}@example.ch`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The sign-in limits as shipped (the per-user ones stay generous: they are not tested here). */
const SHIPPED_SIGN_IN_LIMITS = {
  requestCodePerIp: DEFAULT_RATE_LIMITS.requestCodePerIp,
  verifyCodePerIp: DEFAULT_RATE_LIMITS.verifyCodePerIp,
  requestCodePerEmailAndIp: DEFAULT_RATE_LIMITS.requestCodePerEmailAndIp,
  requestCodePerEmail: DEFAULT_RATE_LIMITS.requestCodePerEmail,
  wrongCodesPerEmailAndIp: DEFAULT_RATE_LIMITS.wrongCodesPerEmailAndIp,
};

function client(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return {
    requestCode: (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-code', remoteAddress, headers: { ...ORIGIN_HEADER, ...headers }, payload: { email } }),
    verify: (email: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/verify-code', remoteAddress, headers: { ...ORIGIN_HEADER, ...headers }, payload: { email, code } }),
  };
}

describe('a stranger cannot keep the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: SHIPPED_SIGN_IN_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the owner request a code and sign in while a stranger requests codes and enters wrong ones for the address', async () => {
    const victim = freshEmail();
    const stranger = client(t, STRANGER);
    const owner = client(t, OWNER);

    // The stranger asks for a code for the victim; the owner, elsewhere, is not made to wait.
    expect((await stranger.requestCode(victim)).statusCode).toBe(200);
    let after = Date.now();
    expect((await owner.requestCode(victim)).statusCode).toBe(200);
    const first = await t.sink.waitForCode(victim, { after });

    // Five wrong codes still void a code, whoever enters them, and the owner is told so plainly.
    for (let i = 0; i < 4; i++) expect((await stranger.verify(victim, wrongCode(first))).json().code).toBe('INVALID_CODE');
    expect((await stranger.verify(victim, wrongCode(first))).json().code).toBe('CODE_VOIDED');
    const voided = await owner.verify(victim, first);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual({ message: expect.stringMatching(/request a new code/), code: 'CODE_VOIDED' });

    // A voided code is replaced at once, without the 60 s wait.
    t.clock.advance(1000);
    after = Date.now();
    expect((await owner.requestCode(victim)).statusCode).toBe(200);
    const second = await t.sink.waitForCode(victim, { after });
    // The stranger's own resend wait keeps it from replacing the owner's code right away.
    expect((await stranger.requestCode(victim)).statusCode).toBe(429);

    // One address can void a code only a few times an hour: then it is refused before its
    // guesses are even compared, and the owner's next code stays usable.
    for (let i = 0; i < 5; i++) expect((await stranger.verify(victim, wrongCode(second))).statusCode).toBe(400);
    const refused = await stranger.verify(victim, '000000');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(1000);
    after = Date.now();
    expect((await owner.requestCode(victim)).statusCode).toBe(200);
    const third = await t.sink.waitForCode(victim, { after });
    for (let i = 0; i < 20; i++) expect((await stranger.verify(victim, wrongCode(third))).statusCode).toBe(429);
    const signedIn = await owner.verify(victim, third);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(victim);
  });

  it('gives the same answers whether or not the address has an account', async () => {
    const known = freshEmail();
    await t.signIn(known);
    t.clock.advance(2 * MINUTE);
    const unknown = freshEmail();
    const run = async (email: string, address: string) => {
      const c = client(t, address);
      const after = Date.now();
      const requested = await c.requestCode(email);
      const code = await t.sink.waitForCode(email, { after });
      const answers = [requested];
      for (let i = 0; i < 5; i++) answers.push(await c.verify(email, wrongCode(code)));
      answers.push(await c.verify(email, code));
      answers.push(await c.requestCode(email));
      t.clock.advance(10 * MINUTE);
      answers.push(await c.verify(email, code));
      return answers.map((r) => ({ status: r.statusCode, body: r.json(), headers: Object.keys(r.headers).sort() }));
    };
    const a = await run(known, '192.0.2.10');
    const b = await run(unknown, '192.0.2.11');
    expect(a).toEqual(b);
    expect(a.map((x) => x.body.code ?? x.status)).toEqual([200, 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_VOIDED', 'CODE_VOIDED', 200, 'CODE_VOIDED']);
  });
});

describe('the cap on codes for one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { requestCodePerEmailAndIp: { max: 2, timeWindow: 60 * MINUTE }, requestCodePerEmail: { max: 4, timeWindow: 60 * MINUTE } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes several addresses to reach, and refused requests do not count towards it', async () => {
    const email = freshEmail();
    const a = client(t, '192.0.2.1');
    expect((await a.requestCode(email)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await a.requestCode(email)).statusCode).toBe(200);
    // Address a has used its own share; hammering on changes nothing for anybody else.
    for (let i = 0; i < 10; i++) {
      t.clock.advance(MINUTE);
      expect((await a.requestCode(email)).statusCode).toBe(429);
    }
    expect((await client(t, '192.0.2.2').requestCode(email)).statusCode).toBe(200);
    expect((await client(t, '192.0.2.3').requestCode(email)).statusCode).toBe(200);
    const capped = await client(t, '192.0.2.4').requestCode(email);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(capped.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED', params: { seconds: Number(capped.headers['retry-after']) } });
    // Another address's e-mail is not affected.
    expect((await client(t, '192.0.2.4').requestCode(freshEmail())).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const PROXY = '10.0.0.2';
  const LIMIT = { requestCodePerIp: { max: 2, timeWindow: 15 * MINUTE } };
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });
  const start = async (trustProxy?: number | string[]) => {
    const t = await createTestApp({ rateLimits: LIMIT, config: trustProxy === undefined ? {} : { trustProxy } });
    apps.push(t);
    return t;
  };
  const fromBehindProxy = (t: TestApp, forwardedFor: string, remoteAddress = PROXY) =>
    client(t, remoteAddress, { 'x-forwarded-for': forwardedFor }).requestCode(freshEmail());

  it.each([
    ['a hop count', 1],
    ['the proxy address', [PROXY]],
  ] as const)('with %s, limits each client behind the proxy by its own forwarded address', async (_label, setting) => {
    const t = await start(typeof setting === 'number' ? setting : [...setting]);
    expect((await fromBehindProxy(t, '198.51.100.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.1')).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.1')).statusCode).toBe(429);
    // Somebody else behind the same proxy is not affected.
    expect((await fromBehindProxy(t, '198.51.100.2')).statusCode).toBe(200);
  });

  it('without it, ignores X-Forwarded-For: a client cannot choose its own address', async () => {
    const t = await start();
    expect((await fromBehindProxy(t, '198.51.100.1', STRANGER)).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.2', STRANGER)).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.3', STRANGER)).statusCode).toBe(429);
  });

  it('with an address list, believes X-Forwarded-For only from the listed proxy', async () => {
    const t = await start([PROXY]);
    expect((await fromBehindProxy(t, '198.51.100.1', STRANGER)).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.2', STRANGER)).statusCode).toBe(200);
    expect((await fromBehindProxy(t, '198.51.100.3', STRANGER)).statusCode).toBe(429);
  });
});
