import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { recordStaffRead } from '../../src/server/platform/audit/staff-access';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function person(role: 'user' | 'expert' | 'admin' = 'user', name?: [string, string]) {
  const session = await t.signIn(`privacy${++counter}-${Date.now()}@example.ch`);
  if (role !== 'user' || name) {
    await t.db.update(users).set({ role, firstName: name?.[0] ?? null, lastName: name?.[1] ?? null }).where(eq(users.id, session.user.id));
  }
  return { cookie: session.cookie, id: session.user.id };
}
const staffAccess = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/privacy/staff-access', headers: { cookie } });

describe('GET /api/privacy/staff-access', () => {
  it('lists who at the provider opened the taxpayer data, what and when, newest first', async () => {
    const taxpayer = await person();
    const other = await person();
    const expert = await person('expert', ['Erika', 'Expertin']);
    const admin = await person('admin', ['Adrian', 'Admin']);
    expect((await staffAccess(taxpayer.cookie)).json()).toEqual([]);

    const first = new Date('2026-11-10T08:00:00Z');
    const second = new Date('2026-11-11T09:30:00Z');
    const third = new Date('2026-11-12T10:00:00Z');
    await recordStaffRead(t.db, { staffUserId: expert.id, taxpayerUserId: taxpayer.id, taxYear: 2025, subject: 'case', at: first });
    await recordStaffRead(t.db, { staffUserId: expert.id, taxpayerUserId: taxpayer.id, taxYear: 2025, subject: 'document', fileId: 7, at: second });
    await recordStaffRead(t.db, { staffUserId: admin.id, taxpayerUserId: taxpayer.id, taxYear: null, subject: 'messages', at: third });
    // Someone else's case is not this taxpayer's business.
    await recordStaffRead(t.db, { staffUserId: expert.id, taxpayerUserId: other.id, taxYear: 2025, subject: 'tax_return', at: third });

    const res = await staffAccess(taxpayer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { at: third.toISOString(), staffName: 'Adrian Admin', staffRole: 'admin', subject: 'messages', taxYear: null },
      { at: second.toISOString(), staffName: 'Erika Expertin', staffRole: 'expert', subject: 'document', taxYear: 2025 },
      { at: first.toISOString(), staffName: 'Erika Expertin', staffRole: 'expert', subject: 'case', taxYear: 2025 },
    ]);
    expect((await staffAccess(other.cookie)).json()).toEqual([{ at: third.toISOString(), staffName: 'Erika Expertin', staffRole: 'expert', subject: 'tax_return', taxYear: 2025 }]);
  });

  it('shows at most 200 entries and needs a session', async () => {
    const taxpayer = await person();
    const expert = await person('expert');
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 205; i++) {
        await recordStaffRead(tx, { staffUserId: expert.id, taxpayerUserId: taxpayer.id, taxYear: 2025, subject: 'case', at: new Date(start + i * 60_000) });
      }
    });
    const list = (await staffAccess(taxpayer.cookie)).json() as { at: string; staffName: string }[];
    expect(list).toHaveLength(200);
    expect(list[0]!.at).toBe(new Date(start + 204 * 60_000).toISOString());
    // No name on file: the staff member is named by e-mail address.
    expect(list[0]!.staffName).toMatch(/^privacy\d+-\d+@example\.ch$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/staff-access' })).statusCode).toBe(401);
  });
});
