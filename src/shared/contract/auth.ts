import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../domain/sign-in-code';
import { idSchema } from './primitives';
import { userSchema } from './user-answer';

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }))
  .transform((e) => e.toLowerCase());

export const requestCodeBodySchema = z.object({ email: emailSchema });
export const requestCodeResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['success', 'pending']),
});

export const codeSchema = z
  .string({ error: 'codeRequired' })
  .trim()
  .min(1, { error: 'codeRequired' })
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: 'codeInvalid' });

export const verifyCodeBodySchema = z.object({ email: emailSchema, code: codeSchema });
export const verifyCodeResponseSchema = z.object({ success: z.literal(true), user: userSchema });

export const quickRestoreBodySchema = z.object({ email: emailSchema });
export const quickRestoreResponseSchema = z.object({ success: z.boolean(), user: userSchema.optional() });

export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const checkAuthResponseSchema = z.object({
  success: z.boolean(),
  isAuthenticated: z.boolean(),
  userId: z.number().nullable(),
  email: z.string().nullable(),
});

/** GET /api/debug/login-as/{id} (DEBUG_LOGIN only). */
export const loginAsParamsSchema = z.object({ id: idSchema() });
export const loginAsResponseSchema = z.object({ success: z.literal(true), user: userSchema });
