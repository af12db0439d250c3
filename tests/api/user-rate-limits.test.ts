import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/platform/rate-limits';
import { multipart, samples } from '../support/multipart';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// Finding 5 of issue 9: every state-changing call of a signed-in person is limited per user,
// with the counters in the database.

const MINUTE = 60_000;
let counter = 0;
const freshEmail = () => `limits${++counter}-${Date.now()}@example.ch`;

/** A route the per-user hook was never told about: added by this test only. */
const UNNAMED_ROUTE = '/api/test-only/something-new';
const addUnnamedRoute = (app: FastifyInstance) => {
  app.post(UNNAMED_ROUTE, async () => ({ ok: true }));
};

/**
 * Every route of the app as `METHOD /path`, read from Fastify's route tree (one line per route,
 * children indented under the route whose path they extend).
 */
function allRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false, method: method as 'POST' }).split('\n')) {
      const match = /^([│\s]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const path = (stack[depth - 1] ?? '') + match[2]!;
      stack[depth] = path;
      stack.length = depth + 1;
      if (match[3]?.split(', ').includes(method)) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe('per-user limits on every state-changing call', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No budget at all: the first state-changing call of a signed-in person is already refused.
    t = await createTestApp({ rateLimits: { perUser: { write: [{ max: 0, timeWindow: MINUTE }], upload: [], message: [] } }, beforeReady: addUnnamedRoute });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every non-GET route of the app, including one it was never told about, but not the Stripe webhook, logout or the public tax calculator', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const routes = allRoutes(t.app);
    expect(routes).toContain(`POST ${UNNAMED_ROUTE}`);
    expect(routes).toContain('PUT /api/user/profile');
    expect(routes.length).toBeGreaterThan(30);
    // The tax calculator changes nothing and has its own per-address limits (tests/api/tax-calculator.test.ts).
    const exempt = new Set(['POST /api/payments/stripe/webhook', 'POST /api/auth/logout', 'POST /api/tax-calculator/estimate', 'POST /api/tax-calculator/rank']);
    const answers: Record<string, number> = {};
    for (const route of routes.filter((r) => !exempt.has(r))) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
      const res = await t.app.inject({ method: method as 'POST', url, headers: { ...ORIGIN_HEADER, cookie }, payload: {} });
      answers[route] = res.statusCode;
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ message: expect.any(String), code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 429)).toEqual([]);
    // Reading is never limited, and the refused calls changed nothing.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(before.json());
    // Signing out always works.
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...ORIGIN_HEADER, cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
  });

  it('leaves calls without a session to their own rules (sign-in has per-address limits)', async () => {
    const res = await t.app.inject({ method: 'POST', url: UNNAMED_ROUTE, headers: ORIGIN_HEADER, payload: {} });
    expect(res.statusCode).toBe(200);
  });
});

describe('budgets per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      restartable: true,
      rateLimits: {
        perUser: {
          write: [{ max: 4, timeWindow: MINUTE }],
          message: [{ max: 2, timeWindow: 10 * MINUTE }],
          upload: [{ max: 1, timeWindow: MINUTE }],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const saveProfile = (cookie: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { firstName: 'Anna', lastName: 'Muster', phone: '0791234567', countryCode: '+41', agreeToTerms: true },
    });
  const sendMessage = (cookie: string, message: string) =>
    t.app.inject({ method: 'POST', url: '/api/send-message', headers: { ...ORIGIN_HEADER, cookie }, payload: { message } });

  it('answers 429 with Retry-After once a person used up the general budget, for them only, until the window ends', async () => {
    const anna = await t.signIn(freshEmail());
    const beat = await t.signIn(freshEmail());
    for (let i = 0; i < 4; i++) expect((await saveProfile(anna.cookie)).statusCode).toBe(200);
    const refused = await saveProfile(anna.cookie);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/try again in \d+ seconds/), code: 'RATE_LIMITED', params: { seconds: retryAfter } });
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another person is not affected, nor is reading.
    expect((await saveProfile(beat.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: anna.cookie } })).statusCode).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await saveProfile(anna.cookie)).statusCode).toBe(200);
  });

  it('gives messages a tighter budget of their own', async () => {
    t.clock.advance(MINUTE);
    const { cookie } = await t.signIn(freshEmail());
    expect((await sendMessage(cookie, 'Eins')).statusCode).toBe(200);
    expect((await sendMessage(cookie, 'Zwei')).statusCode).toBe(200);
    const third = await sendMessage(cookie, 'Drei');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60);
    // The general budget still has room: other changes go on.
    expect((await saveProfile(cookie)).statusCode).toBe(200);
    const thread = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });
    expect(JSON.stringify(thread.json())).not.toContain('Drei');
  });

  it('counts every multipart request against the upload budget, before its body is read', async () => {
    t.clock.advance(10 * MINUTE);
    const { cookie } = await t.signIn(freshEmail());
    const upload = () => {
      const body = multipart([
        { name: 'category', value: 'salary' },
        { name: 'files', filename: 'lohn.pdf', content: samples.pdf(), contentType: 'application/pdf' },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, cookie, ...body.headers }, payload: body.payload });
    };
    expect((await upload()).statusCode).not.toBe(429);
    const second = await upload();
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
  });

  it('keeps the counts in the database: a restart (or another instance) does not reset them', async () => {
    t.clock.advance(10 * MINUTE);
    const { cookie } = await t.signIn(freshEmail());
    for (let i = 0; i < 4; i++) expect((await saveProfile(cookie)).statusCode).toBe(200);
    await t.restart();
    expect((await saveProfile(cookie)).statusCode).toBe(429);
  });

  it('deletes counters whose window is over instead of keeping them for ever', async () => {
    const rows = async () => {
      const result = await t.db.execute(sql`select count(*)::int as n from rate_limit_counters`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    for (let i = 0; i < 3; i++) await saveProfile((await t.signIn(freshEmail())).cookie);
    expect(await rows()).toBeGreaterThan(10);
    t.clock.advance(20 * MINUTE);
    const { cookie } = await t.signIn(freshEmail());
    expect((await saveProfile(cookie)).statusCode).toBe(200);
    // Left: the counters of this last sign-in and save, all others were removed on the way.
    expect(await rows()).toBeLessThanOrEqual(6);
  });
});

describe('the shipped budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { perUser: DEFAULT_RATE_LIMITS.perUser } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never stop a person who uploads 20 receipts at once, saves every step quickly and writes a few messages', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = multipart([
          { name: 'category', value: 'salary' },
          { name: 'files', filename: `beleg-${i}.pdf`, content: samples.pdf(`receipt ${i}`), contentType: 'application/pdf' },
        ]);
        const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, cookie, ...body.headers }, payload: body.payload });
        statuses.push(res.statusCode);
      }),
    );
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...ORIGIN_HEADER, cookie },
        payload: { firstName: `Anna${i}`, lastName: 'Muster', phone: '0791234567', countryCode: '+41', agreeToTerms: true },
      });
      statuses.push(res.statusCode);
    }
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/send-message', headers: { ...ORIGIN_HEADER, cookie }, payload: { message: `Frage ${i}` } })).statusCode);
    }
    expect(statuses).toHaveLength(65);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});
