import { profileChangeSchema, type ProfileUpdate } from '@shared/contract/user';
import type { User } from '@shared/contract/user-answer';
import { AHV_FORMAT, isValidAhv } from '@shared/domain/ahv';
import { DEFAULT_COUNTRY_CODE, normalizePhone } from '@shared/domain/country-codes';
import { isValidTaxId, taxIdFormatFor } from '@shared/domain/tax-id-formats';
import type { Db, DbOrTx } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { invalidFormat, validationError, validationErrorFrom } from '../../platform/errors';
import { findUserById, updateUser, type UserPatch, type UserRow } from '../../platform/users/data';
import type { SessionUser } from '../../platform/session/service';
import { loadUserView, toUserView } from '../../platform/users/view';
import * as data from './data';

/**
 * The signed-in person's view for one tax year, built from what the session lookup already read
 * (their row and tax-year statuses, in the same query): answering costs no further round trip.
 */
export function getUser(account: SessionUser['account'], taxYear: number): User {
  return toUserView(account.row, account.taxYearStatuses, taxYear);
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
    const stored = await findUserById(tx, args.userId);
    const countryCode = args.update.countryCode ?? stored?.countryCode ?? DEFAULT_COUNTRY_CODE;
    const checked = profileChangeSchema({
      now: args.now,
      stored: {
        isTaxProfileComplete: stored?.isTaxProfileComplete ?? false,
        countryCode,
        hasChildren: stored?.hasChildren ?? null,
        numberOfChildren: stored?.numberOfChildren ?? null,
        childrenAges: stored?.childrenAges ?? [],
      },
    }).safeParse(args.update);
    if (!checked.success) throw validationErrorFrom(checked.error);
    if (args.update.phone !== undefined) patch.phone = normalizePhone(args.update.phone, countryCode);
    Object.assign(patch, checkIdentifiers(stored, args.update));
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
function checkIdentifiers(stored: UserRow | undefined, update: ProfileUpdate): UserPatch {
  const canton = update.cantonOfResidence ?? stored?.cantonOfResidence ?? null;
  if (update.taxAddress) {
    const format = taxIdFormatFor(canton);
    if (!format) throw validationError('cantonRequired', 'cantonOfResidence');
    if (!isValidTaxId(update.taxAddress, canton)) throw invalidFormat('taxAddress', format.format);
  }
  if (update.ahvNumber && !isValidAhv(update.ahvNumber)) throw invalidFormat('ahvNumber', AHV_FORMAT);
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
