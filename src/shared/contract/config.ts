import { z } from 'zod';

/** GET /api/config: the settings the client needs from the server's configuration. */
export const clientConfigSchema = z.object({
  /** Card payment through Stripe Checkout is configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  onlinePayment: z.boolean(),
  /** QR-bill invoices can be issued (INVOICE_IBAN and the creditor address). */
  invoicePayment: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
