import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';

/**
 * The payment reference of an invoice, derived from its id so it is unique and a bank payment
 * can be matched to its invoice: with a QR-IBAN a 27-digit QR reference (the id zero-padded to
 * 26 digits, then the check digit), otherwise an ISO 11649 creditor reference ('RF', check
 * digits, 'HX' and the id zero-padded to 10 digits).
 */
export function invoiceReference(invoiceId: number, iban: string): string {
  if (!Number.isSafeInteger(invoiceId) || invoiceId < 1) throw new Error('invoice id must be a positive integer');
  if (isQRIBAN(iban)) {
    const base = String(invoiceId).padStart(26, '0');
    return `${base}${calculateQRReferenceChecksum(base)}`;
  }
  const base = `HX${String(invoiceId).padStart(10, '0')}`;
  return `RF${calculateSCORReferenceChecksum(base)}${base}`;
}
