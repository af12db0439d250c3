import { aliasedTable, and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { messages, users } from '../../db/schema';

export async function insertMessage(db: DbOrTx, row: { userId: number; taxYear: number; body: string; createdAt: Date }): Promise<number> {
  const rows = await db
    .insert(messages)
    .values({ ...row, direction: 'from_taxpayer', kind: 'message', authorUserId: row.userId })
    .returning({ id: messages.id });
  return rows[0]!.id;
}

const author = aliasedTable(users, 'author');

/** The whole thread of one taxpayer, both directions, oldest first, with the author's name parts. */
export async function listThreadOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: messages.id,
      taxYear: messages.taxYear,
      direction: messages.direction,
      kind: messages.kind,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      // The id first: Drizzle reads a left-joined object as missing when its first column is null.
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
    })
    .from(messages)
    .leftJoin(author, eq(author.id, sql`coalesce(${messages.authorUserId}, ${messages.userId})`))
    .where(eq(messages.userId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The experts' messages to this taxpayer that they had not read yet become read. */
export async function markStaffMessagesRead(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), eq(messages.direction, 'to_taxpayer'), isNull(messages.readAt)));
}
