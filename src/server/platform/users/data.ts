import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxYearStatuses, users } from '../../db/schema';
import { ENCRYPTED_USER_FIELDS } from '../encryption-at-rest/identifier-paths';
import { fieldKeyring, openField, sealField } from '../field-encryption';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'createdAt'>>;

/** A row as read from the table, with its identifiers decrypted (for every query on users). */
export function openUserRow<R extends Partial<Pick<UserRow, (typeof ENCRYPTED_USER_FIELDS)[number]>>>(row: R): R {
  const keyring = fieldKeyring();
  const opened = { ...row };
  for (const field of ENCRYPTED_USER_FIELDS) if (opened[field] !== undefined) opened[field] = openField(keyring, opened[field]);
  return opened;
}

function sealUserPatch(patch: UserPatch): UserPatch {
  const keyring = fieldKeyring();
  const sealed = { ...patch };
  for (const field of ENCRYPTED_USER_FIELDS) if (sealed[field] !== undefined) sealed[field] = sealField(keyring, sealed[field]);
  return sealed;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] && openUserRow(rows[0]);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] && openUserRow(rows[0]);
}

/** Creates the account at its first verified sign-in; a concurrent twin simply finds it. */
export async function ensureUser(db: DbOrTx, email: string, language: string, now: Date): Promise<UserRow> {
  await db.insert(users).values({ email, language, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: users.email });
  const row = await findUserByEmail(db, email);
  if (!row) throw new Error('user row missing after insert');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, patch: UserPatch, now: Date): Promise<UserRow> {
  const rows = await db.update(users).set({ ...sealUserPatch(patch), updatedAt: now }).where(eq(users.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error('user row missing on update');
  return openUserRow(row);
}

export async function listTaxYearStatuses(db: DbOrTx, userId: number) {
  return db
    .select({ taxYear: taxYearStatuses.taxYear, statusId: taxYearStatuses.statusId, advancedTaxLocked: taxYearStatuses.advancedTaxLocked })
    .from(taxYearStatuses)
    .where(eq(taxYearStatuses.userId, userId))
    .orderBy(asc(taxYearStatuses.taxYear));
}
