import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import type { TransmitResponse } from '@shared/contract/transmission';
import type { Language } from '@shared/domain/languages';
import { isSubscriptionActive } from '@shared/domain/subscription-plans';
import { INITIAL_TAX_STATUS_ID, TAX_STATUS } from '@shared/domain/tax-status';
import { TRANSMIT_BLOCKER_HTTP_STATUS, transmitBlockers, type TransmitBlocker } from '@shared/domain/transmission';
import type { Db } from '../../db/connect';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { findSubscription } from '../../platform/subscriptions/data';
import { advanceTaxStatus } from '../../platform/tax-status/advance';
import { findTaxYearStatusForChange, markTransmitted } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { findUserById } from '../../platform/users/data';
import { transmissionEmail } from './transmission-email';

export type TransmissionDeps = { db: Db; mailer: Mailer; publicOrigin: string; log: FastifyBaseLogger };

const BLOCKER_MESSAGES: Record<TransmitBlocker, string> = {
  WRONG_STATUS: 'The documents can be transmitted once all required documents are uploaded (status documents submitted)',
  SECTION_NOT_LOCKED: 'Finish the advanced tax information section before transmitting',
  NO_SUBSCRIPTION: 'no active subscription for this tax year',
};

const ERROR_CODE_OF: Record<TransmitBlocker, 'WRONG_STATUS' | 'SECTION_NOT_LOCKED' | 'NO_SUBSCRIPTION'> = {
  WRONG_STATUS: ERROR_CODES.wrongStatus,
  SECTION_NOT_LOCKED: ERROR_CODES.sectionNotLocked,
  NO_SUBSCRIPTION: ERROR_CODES.noSubscription,
};

/**
 * Hands a tax year to the experts (spec part 1 §4.4, §7): at status 3, with the advanced
 * section locked and an active subscription. Status 3→4, the transmission time and the audit row
 * commit together; the year's row stays locked meanwhile, so a concurrent call finds the year
 * transmitted and only says so. The confirmation e-mail goes out after the commit.
 */
export async function transmitTaxYear(
  deps: TransmissionDeps,
  args: { userId: number; taxYear: number; language: Language; now: Date },
): Promise<TransmitResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
    const statusId = row?.statusId ?? INITIAL_TAX_STATUS_ID;
    if (row?.transmittedAt && statusId >= TAX_STATUS.processing) {
      return { alreadyTransmitted: true, transmittedAt: row.transmittedAt, taxStatus: await getTaxStatusRecord(tx, args) };
    }
    const subscription = await findSubscription(tx, args.userId, args.taxYear);
    const blocker = transmitBlockers({
      statusId,
      advancedTaxLocked: row?.advancedTaxLocked ?? false,
      hasActiveSubscription: isSubscriptionActive(subscription, args.now),
    })[0];
    if (blocker) throw new AppError(ERROR_CODE_OF[blocker], TRANSMIT_BLOCKER_HTTP_STATUS[blocker], BLOCKER_MESSAGES[blocker]);

    const moved = await advanceTaxStatus(tx, {
      userId: args.userId,
      taxYear: args.taxYear,
      from: TAX_STATUS.documentsSubmitted,
      to: TAX_STATUS.processing,
      actor: { userId: args.userId, kind: 'user' },
      now: args.now,
      reason: 'transmitted',
      details: { plan: subscription!.plan },
    });
    if (!moved || !(await markTransmitted(tx, { userId: args.userId, taxYear: args.taxYear, now: args.now }))) {
      // The row was locked above, so this means the database changed under us: let it roll back.
      throw new Error('tax year changed during transmission');
    }
    return { alreadyTransmitted: false, transmittedAt: args.now, taxStatus: await getTaxStatusRecord(tx, args) };
  });

  if (!outcome.alreadyTransmitted) await sendConfirmation(deps, args);
  return { success: true, alreadyTransmitted: outcome.alreadyTransmitted, transmittedAt: outcome.transmittedAt.toISOString(), taxStatus: outcome.taxStatus };
}

/**
 * The transmission stands whether or not the e-mail goes out: a failure is logged with an error
 * id and the error's class only (never the address or the message, which may quote it).
 */
async function sendConfirmation(deps: TransmissionDeps, args: { userId: number; taxYear: number; language: Language }) {
  try {
    const user = await findUserById(deps.db, args.userId);
    if (!user) return;
    const mail = transmissionEmail(args.taxYear, `${deps.publicOrigin}/`, args.language);
    await deps.mailer.send({ to: user.email, ...mail, consoleSummary: `Transmission confirmation for tax year ${args.taxYear}` });
  } catch (error) {
    deps.log.error({ errorId: randomUUID(), errorClass: error instanceof Error ? error.constructor.name : typeof error }, 'transmission confirmation e-mail failed');
  }
}
