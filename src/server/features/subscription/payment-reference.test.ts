import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { invoiceReference } from './payment-reference';

const QR_IBAN = 'CH4431999123000889012';
const IBAN = 'CH9300762011623852957';

describe('invoice payment references', () => {
  it('gives a QR-IBAN a valid 27-digit QR reference built from the invoice id', () => {
    const reference = invoiceReference(42, QR_IBAN);
    expect(reference).toMatch(/^\d{27}$/);
    expect(reference.slice(0, 26)).toBe('42'.padStart(26, '0'));
    expect(isQRReferenceValid(reference)).toBe(true);
  });

  it('gives an ordinary IBAN a valid RF creditor reference', () => {
    const reference = invoiceReference(42, IBAN);
    expect(reference).toMatch(/^RF\d{2}HX0000000042$/);
    expect(isSCORReferenceValid(reference)).toBe(true);
  });

  it('never gives two invoices the same reference', () => {
    const ids = [1, 2, 10, 11, 99_999, 2_147_483_647];
    for (const iban of [QR_IBAN, IBAN]) expect(new Set(ids.map((id) => invoiceReference(id, iban))).size).toBe(ids.length);
  });
});
