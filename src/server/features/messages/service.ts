import type { ThreadMessage } from '@shared/contract/messages';
import { joinName } from '@shared/domain/profile';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { insertMessage, listThreadOfUser, markStaffMessagesRead } from './data';

/** Stores a message for the experts in the thread of the taxpayer's tax year. */
export async function sendMessage(db: Db, args: { userId: number; taxYear: number; message: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await insertMessage(tx, { userId: args.userId, taxYear: args.taxYear, body: args.message, createdAt: args.now });
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'message.send', details: { messageId: id, taxYear: args.taxYear }, at: args.now });
  });
}

/** Shown as the author of the experts' messages when their name is unknown. */
const PROVIDER_NAME = 'Helvetax';

/**
 * The taxpayer's thread with the experts (both directions, oldest first). Reading it marks the
 * experts' messages read; the answer still shows which ones were new (their readAt was null).
 */
export async function readThread(db: Db, args: { userId: number; now: Date }): Promise<ThreadMessage[]> {
  return db.transaction(async (tx) => {
    const rows = await listThreadOfUser(tx, args.userId);
    await markStaffMessagesRead(tx, args.userId, args.now);
    return rows.map((row) => ({
      id: row.id,
      taxYear: row.taxYear,
      direction: row.direction,
      kind: row.kind,
      authorName: (row.author && (joinName(row.author.firstName, row.author.lastName) || (row.direction === 'from_taxpayer' ? row.author.email : null))) || (row.direction === 'to_taxpayer' ? PROVIDER_NAME : ''),
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    }));
  });
}
