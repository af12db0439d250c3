import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { insertMessage } from './data';

/** Stores a message for the experts (the back office reads them). */
export async function sendMessage(db: Db, args: { userId: number; message: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await insertMessage(tx, { userId: args.userId, body: args.message, createdAt: args.now });
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'message.send', details: { messageId: id }, at: args.now });
  });
}
