import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AdminUser } from '@shared/contract/admin';
import { ERROR_CODES } from '@shared/contract/errors';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { joinName } from '@shared/domain/profile';
import type { PaymentPeriod, SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { INITIAL_TAX_STATUS_ID, statusIdOf } from '@shared/domain/tax-status';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError, notFound, validationError } from '../../platform/errors';
import { endAllSessionsOfUser } from '../../platform/session/service';
import { applyPaidSubscription } from '../../platform/subscriptions/activation';
import { findInvoiceById } from '../../platform/subscriptions/data';
import { recordInvoicePayment } from '../../platform/subscriptions/invoice-payment';
import { advanceTaxStatus } from '../../platform/tax-status/advance';
import { findTaxYearStatusForChange } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { findUserById, updateUser, type UserPatch, type UserRow } from '../../platform/users/data';
import * as data from './data';

const userNotFound = () => notFound('User not found');

/**
 * What a person has before they first fill in anything: every profile and tax-profile answer
 * empty, terms not agreed, the tax profile incomplete. E-mail, role, language, the plan of their
 * subscriptions and the invoice permission are the account, not the profile, and stay.
 */
const FIRST_TIME_PROFILE: Required<
  Pick<
    UserPatch,
    | 'firstName' | 'lastName' | 'phone' | 'countryCode' | 'agreeToTerms' | 'isTaxProfileComplete' | 'salutation' | 'dateOfBirth'
    | 'religion' | 'jobName' | 'cantonOfResidence' | 'taxAddress' | 'ahvNumber' | 'street' | 'zipCode' | 'city' | 'gemeinde'
    | 'movedDuringYear' | 'isFirefighter' | 'housingSituation' | 'maritalStatus' | 'propertyOwner' | 'numberOfProperties'
    | 'propertyCountry' | 'propertyUse' | 'hasChildren' | 'numberOfChildren' | 'childrenAges' | 'hasInvestments'
    | 'hasForeignIncome' | 'isDisabled' | 'receivesAhvIv' | 'hasTaxIdentificationNumber' | 'hasPowerOfAttorney'
    | 'employmentType' | 'paysAlimony' | 'alimonyAmount' | 'alimonyDuration' | 'hasPillar3a' | 'hasPension'
    | 'pensionEntitlement' | 'taxationLevel'
  >
> = {
  firstName: null, lastName: null, phone: null, countryCode: '+41', agreeToTerms: false, isTaxProfileComplete: false,
  salutation: null, dateOfBirth: null, religion: null, jobName: null, cantonOfResidence: null, taxAddress: null, ahvNumber: null,
  street: null, zipCode: null, city: null, gemeinde: null, movedDuringYear: null, isFirefighter: null, housingSituation: null,
  maritalStatus: null, propertyOwner: null, numberOfProperties: null, propertyCountry: null, propertyUse: null, hasChildren: null,
  numberOfChildren: null, childrenAges: [], hasInvestments: null, hasForeignIncome: null, isDisabled: null, receivesAhvIv: null,
  hasTaxIdentificationNumber: null, hasPowerOfAttorney: null, employmentType: null, paysAlimony: null, alimonyAmount: null,
  alimonyDuration: null, hasPillar3a: null, hasPension: null, pensionEntitlement: null, taxationLevel: null,
};

/**
 * POST /api/admin/reset-profile: the user goes back to the first-time state in one transaction.
 * Profile answers, every year's status (rows deleted: step 1, no lock, no transmission stamp),
 * the advanced sections and section preferences are cleared; documents, finished returns,
 * messages, subscriptions, invoices and terms records are kept. The user's sessions end so every
 * open page starts again from the cleared state.
 */
export async function resetProfile(db: Db, args: { adminId: number; userId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await data.lockUserRow(tx, args.userId))) throw userNotFound();
    await updateUser(tx, args.userId, FIRST_TIME_PROFILE, args.now);
    const years = await data.deleteTaxYearStatuses(tx, args.userId);
    const sections = await data.deleteAdvancedTaxSections(tx, args.userId);
    const preferences = await data.deleteTaxCategoryPreferences(tx, args.userId);
    await endAllSessionsOfUser(tx, args.userId, args.now);
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.adminId,
      action: 'admin.reset_profile',
      details: { statusYearsReset: years, advancedSectionsCleared: sections, preferencesCleared: preferences },
      at: args.now,
    });
  });
}

/**
 * PATCH /api/user/tax-status: an admin sets any status of any user's year (the admin panel's
 * status tools). Only the status changes; locks and dates stay as they are. One audit row per
 * real change; asking for the current status changes nothing.
 */
export async function setTaxStatusAsAdmin(
  db: Db,
  args: { adminId: number; userId: number; taxYear: number; taxStatus: string; now: Date },
): Promise<TaxStatusRecord> {
  const to = statusIdOf(args.taxStatus);
  if (!to) throw validationError('statusInvalid', 'taxStatus');
  return db.transaction(async (tx) => {
    if (!(await findUserById(tx, args.userId))) throw userNotFound();
    const from = (await findTaxYearStatusForChange(tx, args.userId, args.taxYear))?.statusId ?? INITIAL_TAX_STATUS_ID;
    // The row is locked above, so the step from `from` cannot lose to a concurrent change.
    if (from !== to) await advanceTaxStatus(tx, { userId: args.userId, taxYear: args.taxYear, from, to, actor: { userId: args.adminId, kind: 'admin' }, now: args.now, reason: 'admin' });
    return getTaxStatusRecord(tx, { userId: args.userId, taxYear: args.taxYear });
  });
}

async function toAdminUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const [subs, open] = await Promise.all([data.subscriptionsOfUsers(db, ids), data.openInvoicesOfUsers(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: joinName(row.firstName, row.lastName),
    role: row.role,
    invoiceEligible: row.invoiceEligible,
    createdAt: row.createdAt.toISOString(),
    subscriptions: subs
      .filter((s) => s.userId === row.id)
      .map((s) => ({ taxYear: s.taxYear, plan: s.plan, expirationDate: s.expiresAt.toISOString(), source: s.source })),
    openInvoices: open
      .filter((i) => i.userId === row.id)
      .map((i) => ({ id: i.id, taxYear: i.taxYear, plan: i.plan, amountRappen: i.amountRappen, reference: i.reference })),
  }));
}

/** GET /api/admin/users?q= */
export async function findUsers(db: Db, q: string): Promise<AdminUser[]> {
  return toAdminUsers(db, await data.searchUsers(db, q));
}

async function adminUser(db: Db, userId: number): Promise<AdminUser> {
  const row = await findUserById(db, userId);
  if (!row) throw userNotFound();
  return (await toAdminUsers(db, [row]))[0]!;
}

/**
 * POST /api/admin/users/{id}/role: user or expert. Admins are made by ADMIN_EMAILS only, so an
 * admin (another one or oneself) cannot be changed here. A change ends the person's sessions: the
 * server reads the role at every request anyway, and the next sign-in shows the pages that fit.
 */
export async function setRole(db: Db, args: { adminId: number; userId: number; role: 'user' | 'expert'; now: Date }): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const row = await data.lockUserRow(tx, args.userId);
    if (!row) throw userNotFound();
    if (row.role === 'admin') throw new AppError(ERROR_CODES.forbidden, 403, 'The role of an administrator is set by ADMIN_EMAILS');
    if (row.role === args.role) return;
    await updateUser(tx, args.userId, { role: args.role }, args.now);
    await endAllSessionsOfUser(tx, args.userId, args.now);
    await writeAudit(tx, { userId: args.userId, actorUserId: args.adminId, action: 'user.role_change', details: { from: row.role, to: args.role }, at: args.now });
  });
  return adminUser(db, args.userId);
}

/**
 * POST /api/admin/users/{id}/subscriptions. 'grant': the plan starts now at no charge (source
 * admin), or upgrades a lower one; a year that already has this plan or a better one is refused.
 * 'invoice': records the payment of that user's open invoice, which activates its plan once.
 */
export async function adminSubscription(
  db: Db,
  args: { adminId: number; userId: number; taxYear: number; plan: SubscriptionPlanId; paymentPeriod: PaymentPeriod; paidBy: 'grant' | 'invoice'; invoiceId?: number; now: Date },
): Promise<AdminUser> {
  if (!(await findUserById(db, args.userId))) throw userNotFound();
  if (args.paidBy === 'invoice') {
    if (args.invoiceId === undefined) throw validationError('invalid', 'invoiceId', 'Choose the invoice whose payment you record');
    const invoice = await findInvoiceById(db, args.invoiceId);
    if (!invoice || invoice.userId !== args.userId) throw notFound('Invoice not found');
    if (invoice.taxYear !== args.taxYear || invoice.plan !== args.plan) {
      throw validationError('invalid', 'invoiceId', `Invoice ${invoice.id} is for the ${invoice.plan} plan of ${invoice.taxYear}`);
    }
    await recordInvoicePayment(db, { invoiceId: invoice.id, userId: args.userId, recordedBy: args.adminId, now: args.now });
    return adminUser(db, args.userId);
  }
  await db.transaction(async (tx) => {
    const outcome = await applyPaidSubscription(tx, {
      userId: args.userId,
      taxYear: args.taxYear,
      plan: args.plan,
      paymentPeriod: args.paymentPeriod,
      source: 'admin',
      amountRappen: 0,
      actorUserId: args.adminId,
      paymentDetails: { grant: 'admin' },
      now: args.now,
    });
    // Throwing rolls the 'payment.not_applied' row back: nothing was paid, nothing to refund.
    if (outcome === 'not_applied') throw new AppError(ERROR_CODES.alreadySubscribed, 409, `This user already has this plan or a better one for ${args.taxYear}`, { taxYear: args.taxYear });
  });
  return adminUser(db, args.userId);
}

/** POST /api/admin/users/{id}/invoice-eligibility {eligible} */
export async function setInvoiceEligibility(db: Db, args: { adminId: number; userId: number; eligible: boolean; now: Date }): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const row = await data.lockUserRow(tx, args.userId);
    if (!row) throw userNotFound();
    if (row.invoiceEligible === args.eligible) return;
    await updateUser(tx, args.userId, { invoiceEligible: args.eligible }, args.now);
    await writeAudit(tx, { userId: args.userId, actorUserId: args.adminId, action: 'user.invoice_eligibility', details: { eligible: args.eligible }, at: args.now });
  });
  return adminUser(db, args.userId);
}

export type SystemInfo = { environment: string; version: string; buildDate: string | null };

/**
 * GET /api/admin/system, read once at start: the environment, the version in package.json and
 * when the served client was built (its index.html), or null when no built client is served.
 */
export function readSystemInfo(args: { environment: string | undefined; packageJsonPath: string; clientDir: string | undefined }): SystemInfo {
  const pkg = JSON.parse(readFileSync(args.packageJsonPath, 'utf8')) as { version?: unknown };
  const index = args.clientDir ? path.join(args.clientDir, 'index.html') : undefined;
  return {
    environment: args.environment || 'development',
    version: typeof pkg.version === 'string' ? pkg.version : 'unknown',
    buildDate: index && existsSync(index) ? statSync(index).mtime.toISOString() : null,
  };
}
