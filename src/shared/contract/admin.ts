import { z } from 'zod';
import { PAYMENT_PERIODS, SUBSCRIPTION_PLAN_IDS } from '../domain/subscription-plans';
import { TAX_STATUS_KEYS } from '../domain/tax-status';
import { idSchema, textSchema } from './primitives';
import { ROLES } from './user-answer';

/** The admin panel's calls (spec part 2 'Admin panel', §4, §7; issue 8). Admin role only. */

const userId = idSchema('userIdInvalid');
const taxYear = z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });

/** POST /api/admin/reset-profile {userId}: back to the first-time state; documents are kept. */
export const resetProfileBodySchema = z.object({ userId });
/** Errors of this call also carry `error` (spec part 2 §7: 'error body field error'). */
export const resetProfileResponseSchema = z.object({ success: z.literal(true), message: z.string(), userId: z.number() });

/** PATCH /api/user/tax-status {taxStatus, taxYear, userId?}: admins set any status (own user by default). */
export const adminTaxStatusBodySchema = z.object({
  taxStatus: z.enum(TAX_STATUS_KEYS, { error: 'statusInvalid' }),
  taxYear,
  userId: userId.optional(),
});

/** GET /api/admin/users?q= : find users by e-mail or name. */
export const adminUsersQuerySchema = z.object({ q: textSchema(100).default('') });
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  invoiceEligible: z.boolean(),
  createdAt: z.string(),
  subscriptions: z.array(z.object({ taxYear: z.number(), plan: z.enum(SUBSCRIPTION_PLAN_IDS), expirationDate: z.string(), source: z.enum(['stripe', 'invoice', 'admin']) })),
  openInvoices: z.array(z.object({ id: z.number(), taxYear: z.number(), plan: z.enum(SUBSCRIPTION_PLAN_IDS), amountRappen: z.number(), reference: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.array(adminUserSchema);
export const adminUserParamsSchema = z.object({ id: userId });

/** POST /api/admin/users/{id}/role {role}: user or expert (admins are made by ADMIN_EMAILS). */
export const setRoleBodySchema = z.object({ role: z.enum(['user', 'expert'], { error: 'optionInvalid' }) });
/** POST /api/admin/users/{id}/subscriptions: grant a plan, or record that an invoice was paid. */
export const adminSubscriptionBodySchema = z.object({
  taxYear,
  plan: z.enum(SUBSCRIPTION_PLAN_IDS, { error: 'planInvalid' }),
  paymentPeriod: z.enum(PAYMENT_PERIODS, { error: 'optionInvalid' }).default('full_year'),
  paidBy: z.enum(['invoice', 'grant'], { error: 'optionInvalid' }),
  /** With paidBy 'invoice': the invoice whose payment is recorded. */
  invoiceId: idSchema().optional(),
});
/** POST /api/admin/users/{id}/invoice-eligibility {eligible} */
export const invoiceEligibilityBodySchema = z.object({ eligible: z.boolean() });
export const adminUserResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });

/** GET /api/admin/system: what the system card shows. */
export const systemInfoSchema = z.object({ environment: z.string(), version: z.string(), buildDate: z.string().nullable() });

/** GET /api/debug/db-status (spec part 2 §3 'Debug status'). */
export const dbStatusSchema = z.object({
  hasTaxProfileColumn: z.boolean(),
  columns: z.array(z.string()),
  userCount: z.number(),
  taxCompletedCount: z.number(),
  completionRate: z.number(),
  newestUser: z.object({ id: z.number(), email: z.string(), created: z.string() }).nullable(),
  lastChecked: z.string(),
  /** Migrations known to the app but not applied to this database. */
  pendingMigrations: z.array(z.string()),
});
/** POST /api/debug/fix-column: applies pending migrations and says what it did. */
export const fixColumnResponseSchema = z.object({ success: z.literal(true), applied: z.array(z.string()), message: z.string() });

/**
 * The spec's older debug calls (part 2 §7 'debug only'), for admins: GET /api/tax/status?taxYear=
 * answers the admin's own tax-status record; POST /api/tax-profile/set-status {status} sets or
 * clears the admin's own 'tax profile complete' flag (the debug panel's toggle).
 */
export const debugTaxProfileStatusBodySchema = z.object({ status: z.boolean({ error: 'optionInvalid' }) });
export const debugTaxProfileStatusResponseSchema = z.object({ success: z.literal(true), isTaxProfileComplete: z.boolean() });
