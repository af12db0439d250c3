import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@shared/contract/user-answer';
import { taxYearStatuses } from '../../src/server/db/schema';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// GET /api/user is written by a serializer made once (platform/fixed-shape-serializer.ts) rather
// than by zod at every answer; these tests pin that its answer is still exactly the contract.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/user answer', () => {
  it('has exactly the contract fields, at every depth, and passes the strict contract', async () => {
    const { cookie, user } = await t.signIn('answer-fields@example.ch');
    // Tax-year statuses so the nested list has entries whose fields can be checked too.
    await t.db.insert(taxYearStatuses).values([
      { userId: user.id, taxYear: 2024, statusId: 2, updatedAt: t.clock.now() },
      { userId: user.id, taxYear: 2025, statusId: 1, updatedAt: t.clock.now() },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { firstName: 'Anna', lastName: 'Muster', hasChildren: true, numberOfChildren: 2, childrenAges: [4, 9] },
    });
    expect(saved.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/user?taxYear=2024', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(body.taxYearStatuses).toHaveLength(2);
    for (const entry of body.taxYearStatuses) expect(Object.keys(entry).sort()).toEqual(['status', 'taxYear']);
    expect(userSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ firstName: 'Anna', name: 'Anna Muster', taxYear: 2024, childrenAges: [4, 9] });
  });

  it('is the same JSON the zod-checked profile answer gives for the same user', async () => {
    const { cookie } = await t.signIn('answer-same@example.ch');
    // PUT /api/user/profile still answers through the zod serializer.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile?taxYear=2025',
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { firstName: 'Ueli', phone: '079 123 45 67' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/user?taxYear=2025', headers: { cookie } });
    expect(res.body).toBe(JSON.stringify(saved.json().user));
  });

  it('still refuses a signed-out request with the error contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
  });
});
