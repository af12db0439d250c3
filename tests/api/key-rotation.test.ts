import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveFieldKey } from '../../src/server/platform/field-encryption';
import { resolveAppSecrets } from '../../src/server/platform/secrets';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { documentsSubmittedTaxpayer, TEST_AUTHORIZATION, type CaseUser } from '../support/transmitted-case';

/**
 * Key rotation (README 'Keys and rotation'): data written under one secret stays readable when
 * the app restarts with APP_SECRET=B and APP_SECRET_PREVIOUS=A, is re-encrypted to B at that
 * start (identifiers and the small wrapped file keys; the files on disk stay), and is readable
 * with B alone afterwards. A generated DATA_DIR/app-secret is retired the same way.
 */

const YEAR = 2025;
const A = 'rotation-secret-a-rotation-secret-a-0123';
const B = 'rotation-secret-b-rotation-secret-b-0123';
const PROFILE_AHV = '756.1234.5678.97';
const PROFILE_TAX_NUMBER = '123.456.789';

let t: TestApp;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Everything the taxpayer stored reads back as it was: numbers in plain, documents byte for byte. */
async function expectReadable(user: CaseUser) {
  const profile = (await t.app.inject({ method: 'GET', url: `/api/user?taxYear=${YEAR}`, headers: { cookie: user.cookie } })).json();
  expect(profile).toMatchObject({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER });
  const advanced = (await t.app.inject({ method: 'GET', url: `/api/advanced-tax-info?taxYear=${YEAR}`, headers: { cookie: user.cookie } })).json();
  expect(advanced.authorization).toEqual(TEST_AUTHORIZATION);
  for (const document of user.documents) {
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${document.id}/content`, headers: { cookie: user.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(document.bytes)).toBe(true);
  }
}

/** Every stored identifier of the user carries this secret's key id. */
async function expectAllUnder(secret: string, userId: number) {
  const prefix = `enc:v1:${deriveFieldKey(secret).id}:`;
  const [user] = await rows<{ ahv_number: string; tax_address: string }>(sql`select ahv_number, tax_address from users where id = ${userId}`);
  expect(user!.ahv_number.startsWith(prefix)).toBe(true);
  expect(user!.tax_address.startsWith(prefix)).toBe(true);
  const [section] = await rows<{ data: { ahvNumber: string; tinNumber: string } }>(
    sql`select data from advanced_tax_sections where user_id = ${userId} and section = 'authorization'`,
  );
  expect(section!.data.ahvNumber.startsWith(prefix)).toBe(true);
  expect(section!.data.tinNumber.startsWith(prefix)).toBe(true);
}

const wrappedKeys = async (userId: number) => (await rows<{ wrapped_key: string }>(sql`select wrapped_key from files where user_id = ${userId} order by id`)).map((r) => r.wrapped_key);

async function taxpayerWithData(email: string): Promise<CaseUser> {
  const user = await documentsSubmittedTaxpayer(t, { email, taxYear: YEAR });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/advanced-tax-info/authorization',
    headers: { ...ORIGIN_HEADER, cookie: user.cookie },
    payload: { taxYear: YEAR, settings: TEST_AUTHORIZATION },
  });
  expect(saved.statusCode).toBe(200);
  return user;
}

describe('rotating APP_SECRET with APP_SECRET_PREVIOUS', () => {
  let user: CaseUser;
  beforeAll(async () => {
    t = await createTestApp({ restartable: true, secret: A });
    user = await taxpayerWithData('rotation@example.ch');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to start with a new secret alone while data of the old one is left', async () => {
    await expectAllUnder(A, user.id);
    await expect(t.restart({ secret: B })).rejects.toThrow(/unknown key id/);
  });

  it('reads the old data with APP_SECRET_PREVIOUS and moves it to the new secret at start', async () => {
    const before = await wrappedKeys(user.id);
    await t.restart({ secret: B, previousSecret: A });
    await expectAllUnder(B, user.id);
    // Only the small wrapped key of each file changed: the file on disk is the same.
    const after = await wrappedKeys(user.id);
    expect(after).toHaveLength(before.length);
    after.forEach((key, i) => expect(key).not.toBe(before[i]));
    await expectReadable(user);
  });

  it('afterwards needs only the new secret', async () => {
    await t.restart({ secret: B });
    await expectAllUnder(B, user.id);
    await expectReadable(user);
  });
});

describe('setting APP_SECRET where a generated DATA_DIR/app-secret protected the data', () => {
  let user: CaseUser;
  let secretFile: string;
  beforeAll(async () => {
    t = await createTestApp({ restartable: true });
    secretFile = path.join(t.dataDir, 'app-secret');
    // The first run without APP_SECRET: a secret is generated into DATA_DIR and protects the data.
    const generated = resolveAppSecrets({ dataDir: t.dataDir });
    expect(existsSync(secretFile)).toBe(true);
    await t.restart({ secret: generated.appSecret });
    user = await taxpayerWithData('generated-secret@example.ch');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('re-encrypts everything to APP_SECRET and deletes the file', async () => {
    const resolved = resolveAppSecrets({ appSecret: B, dataDir: t.dataDir });
    expect(resolved.retiredSecretFile).toBe(secretFile);
    await t.restart({ secret: resolved.appSecret, previousSecret: resolved.previousSecrets[0], retiredSecretFile: resolved.retiredSecretFile });
    expect(existsSync(secretFile)).toBe(false);
    await expectAllUnder(B, user.id);
    await expectReadable(user);
  });

  it('writes no secret into DATA_DIR again and reads everything with APP_SECRET alone', async () => {
    const resolved = resolveAppSecrets({ appSecret: B, dataDir: t.dataDir });
    expect(resolved).toEqual({ appSecret: B, previousSecrets: [] });
    await t.restart({ secret: resolved.appSecret });
    expect(existsSync(secretFile)).toBe(false);
    await expectReadable(user);
  });
});
