import { isStatusStepAllowed, statusKeyOf, type StatusActorKind } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { writeAudit } from '../audit/data';
import { moveTaxYearStatus } from './data';

export type StatusActor = { userId: number; kind: StatusActorKind };

/**
 * The one way a tax year's status changes. Checks the step against the shared rules (a step the
 * rules do not allow is a bug in the caller, whose own checks answer the person first), moves
 * the status only if it is still `from` (a concurrent twin finds nothing to do) and writes the
 * 'tax_status.change' audit row in the caller's transaction. Returns false when nothing moved.
 */
export async function advanceTaxStatus(
  tx: DbOrTx,
  args: {
    userId: number;
    taxYear: number;
    /** Status ids as the database holds them; a value that is no status id is refused. */
    from: number;
    to: number;
    actor: StatusActor;
    now: Date;
    /** Why, for the audit row ('tax_profile_completed', 'admin', ...), and any ids that go with it. */
    reason: string;
    details?: Record<string, unknown>;
  },
): Promise<boolean> {
  if (!isStatusStepAllowed(args.from, args.to, args.actor.kind)) {
    throw new Error(`status step ${statusKeyOf(args.from)} -> ${statusKeyOf(args.to)} is not allowed for ${args.actor.kind}`);
  }
  const moved = await moveTaxYearStatus(tx, { userId: args.userId, taxYear: args.taxYear, from: args.from, to: args.to, now: args.now });
  if (moved) {
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.actor.userId,
      action: 'tax_status.change',
      details: { taxYear: args.taxYear, from: args.from, to: args.to, reason: args.reason, ...args.details },
      at: args.now,
    });
  }
  return moved;
}
