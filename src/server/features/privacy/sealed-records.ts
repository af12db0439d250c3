import { decryptField, encryptField, fieldKeyring } from '../../platform/field-encryption';

/**
 * Sealing of the accounting records kept after an account is deleted: the whole record as JSON
 * through the platform's field encryption (AES-256-GCM under a key derived from APP_SECRET,
 * stored with the id of the key that made it), so a key rotation can open and reseal it like
 * every other encrypted field, and a changed record does not open.
 */
export function sealRecord(record: unknown): string {
  return encryptField(fieldKeyring(), JSON.stringify(record));
}

export function openRecord(sealed: string): unknown {
  return JSON.parse(decryptField(fieldKeyring(), sealed));
}
