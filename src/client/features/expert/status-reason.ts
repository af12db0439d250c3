/**
 * The reasons the server writes into a status step's audit row (`details.reason` in
 * server/features/{tax-status,documents,expert,admin}/service.ts); each has a text under
 * `history.reasons.` of the expert namespace.
 */
export const STATUS_REASONS = [
  'tax_profile_completed',
  'required_documents_uploaded',
  'tax_return_uploaded',
  'submitted_to_tax_authority',
  'admin',
] as const;

export type StatusReasonKey = (typeof STATUS_REASONS)[number] | 'other';

/** The text key of a recorded reason; a code this client does not know reads 'other', never the raw code. */
export function statusReasonKey(reason: string): StatusReasonKey {
  return (STATUS_REASONS as readonly string[]).includes(reason) ? (reason as StatusReasonKey) : 'other';
}
