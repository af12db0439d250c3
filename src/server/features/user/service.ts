import type { ProfileUpdate, User } from '@shared/contract/user';
import { ahvError } from '@shared/domain/ahv';
import { taxIdError } from '@shared/domain/tax-id-formats';
import type { Db, DbOrTx } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError, validationError } from '../../platform/errors';
import { findUserById, updateUser, type UserPatch } from '../../platform/users/data';
import { loadUserView } from '../../platform/users/view';
import * as data from './data';

export async function getUser(db: Db, userId: number, taxYear: number): Promise<User> {
  const user = await loadUserView(db, userId, taxYear);
  // The session outlived its account (deleted by an admin): treat it as signed out.
  if (!user) throw new AppError('SESSION_EXPIRED', 401, 'Your session has expired, please log in again');
  return user;
}

type RequestInfo = { ipAddress: string; userAgent: string | null };

/**
 * Saves the fields present in the (already validated) body. The API name receivesAHVIV maps to
 * its column; agreeToTerms can only be given, never withdrawn, and giving it records an
 * acceptance with our own clock and the request's address.
 */
export async function updateProfile(
  db: Db,
  args: { userId: number; update: ProfileUpdate; taxYear: number; now: Date; request: RequestInfo },
): Promise<User> {
  const { receivesAHVIV, agreeToTerms, ...rest } = args.update;
  const patch: UserPatch = { ...rest };
  if (receivesAHVIV !== undefined) patch.receivesAhvIv = receivesAHVIV;
  return db.transaction(async (tx) => {
    Object.assign(patch, await checkIdentifiers(tx, args.userId, args.update));
    if (agreeToTerms === true) {
      await recordAcceptance(tx, args.userId, args.now, args.request);
      patch.agreeToTerms = true;
    }
    await updateUser(tx, args.userId, patch, args.now);
    // Only field names go to the audit log: values may hold personal identifiers.
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'profile.update', details: { fields: Object.keys(args.update).sort() }, at: args.now });
    return (await loadUserView(tx, args.userId, args.taxYear))!;
  });
}

/**
 * The tax number must fit the canton's format (the canton may come with the same save or be
 * stored already) and an AHV number must carry a correct check digit. Empty means "not given".
 * A canton change without a new number clears the stored one: it belonged to the old canton.
 */
async function checkIdentifiers(tx: DbOrTx, userId: number, update: ProfileUpdate): Promise<UserPatch> {
  const stored = await findUserById(tx, userId);
  const canton = update.cantonOfResidence ?? stored?.cantonOfResidence ?? null;
  if (update.taxAddress) {
    const error = taxIdError(update.taxAddress, canton);
    if (error) throw validationError(error);
  }
  if (update.ahvNumber) {
    const error = ahvError(update.ahvNumber);
    if (error) throw validationError(error);
  }
  const cantonChanged = update.cantonOfResidence !== undefined && update.cantonOfResidence !== stored?.cantonOfResidence;
  return cantonChanged && update.taxAddress === undefined && stored?.taxAddress ? { taxAddress: '' } : {};
}

async function recordAcceptance(tx: DbOrTx, userId: number, now: Date, request: RequestInfo) {
  await data.insertTermsAcceptance(tx, { userId, acceptedAt: now, ipAddress: request.ipAddress, userAgent: request.userAgent });
  await writeAudit(tx, { userId, actorUserId: userId, action: 'terms.accept', at: now });
}

export async function acceptTerms(db: Db, args: { userId: number; now: Date; request: RequestInfo }): Promise<Date> {
  await db.transaction(async (tx) => {
    await recordAcceptance(tx, args.userId, args.now, args.request);
    await updateUser(tx, args.userId, { agreeToTerms: true }, args.now);
  });
  return args.now;
}
