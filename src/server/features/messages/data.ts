import type { DbOrTx } from '../../db/connect';
import { messages } from '../../db/schema';

export async function insertMessage(db: DbOrTx, row: { userId: number; body: string; createdAt: Date }): Promise<number> {
  const rows = await db.insert(messages).values(row).returning({ id: messages.id });
  return rows[0]!.id;
}
