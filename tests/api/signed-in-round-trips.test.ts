import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// Every statement the app sends, as the database driver is handed it.
const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `roundtrip${++counter}-${Date.now()}@example.ch`;
const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql);

/** The statements one request sends, and its answer. */
async function measured(request: () => Promise<LightMyRequestResponse>) {
  statements.length = 0;
  const response = await request();
  return { response, sent: [...statements] };
}

describe('a signed-in GET /api/user', () => {
  it('costs one database round trip and writes nothing', async () => {
    const email = freshEmail();
    const { cookie } = await t.signIn(email);
    // A browser's own Accept-Language is not the app choosing a language: nothing to store.
    const { response, sent } = await measured(() => t.app.inject({ method: 'GET', url: '/api/user?taxYear=2026', headers: { cookie, 'accept-language': 'de-CH,de;q=0.9' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, taxYear: 2026, taxStatus: expect.any(String) });
    expect(sent).toHaveLength(1);
  });

  it('refreshes the idle timeout with one write at most every few seconds, not with every request', async () => {
    const { cookie } = await t.signIn(freshEmail());
    t.clock.advance(60_000);
    const first = await measured(() => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }));
    expect(first.response.statusCode).toBe(200);
    expect(first.sent.filter(isWrite)).toHaveLength(1);
    const again = await measured(() => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }));
    expect(again.response.statusCode).toBe(200);
    expect(again.sent).toHaveLength(1);
    expect(again.sent.filter(isWrite)).toHaveLength(0);
  });

  it('answers what the previous request changed', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const saved = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: { firstName: 'Anna', lastName: 'Muster' } });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.json()).toMatchObject({ firstName: 'Anna', lastName: 'Muster', name: 'Anna Muster' });
  });

  it('answers 401 SESSION_EXPIRED once the session is revoked', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...ORIGIN_HEADER, cookie } });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});
