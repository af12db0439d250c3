import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { salaryCertificateResultSchema } from '@shared/contract/document-recognition';
import { readCertificateDocument } from './read-certificate-document';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./salary-certificate/fixtures/${name}`, import.meta.url)));

describe('readCertificateDocument', () => {
  it('gives a certificate in the contract’s shape: every box, an empty one null', async () => {
    const reading = await readCertificateDocument(fixture('certificate-text.pdf'), 'application/pdf');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    // The API answers through this schema: a reading it refuses would fail every GET.
    expect(salaryCertificateResultSchema.parse(reading.result)).toEqual(reading.result);
    expect(reading.result.boxes).toMatchObject({ gross: 109520, net: 92957, withholdingTax: null, boardFees: null, expenses: 5750 });
    expect(reading.result.boxes.expenseDetails).toEqual({ '13.1.1': 1850, '13.2.1': 2400, '13.3': 1500 });
    expect(reading.result).toMatchObject({ source: 'text-layer', plausible: true, period: { from: '2025-01-01', to: '2025-12-31' } });
  });

  it('says with a code of the contract’s list why a file holds no certificate', async () => {
    expect(await readCertificateDocument(fixture('not-a-certificate.pdf'), 'application/pdf')).toEqual({ ok: false, failureCode: 'no-certificate' });
    expect(await readCertificateDocument(new TextEncoder().encode('not a pdf'), 'application/pdf')).toEqual({ ok: false, failureCode: 'file-unopenable' });
    expect(await readCertificateDocument(new TextEncoder().encode('<a/>'), 'application/xml')).toEqual({ ok: false, failureCode: 'no-certificate-in-file-type' });
  });
});
