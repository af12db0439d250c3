import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { taxStatementResultSchema } from '@shared/contract/document-recognition';
import { readDocument } from './read-document';

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(`./ech0196/fixtures/${name}`, import.meta.url)));

describe('reading an uploaded document into the figures a return takes', () => {
  it('maps a statement XML to the contract: totals, accounts, and securities with their revenues summed', async () => {
    const reading = await readDocument(await fixture('fake_statement.xml'), 'application/xml');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(taxStatementResultSchema.parse(reading.result)).toEqual(reading.result);
    expect(reading.result).toMatchObject({
      id: 'CH19399SAMPLE1234567X2024123101',
      taxPeriod: 2024,
      canton: 'ZH',
      institution: 'Sample Foreign Bank ltd',
      totalTaxValue: 162750,
      totalGrossRevenueA: 4800,
      totalGrossRevenueB: 548.29,
      totalWithHoldingTaxClaim: 1680,
      source: 'xml',
    });
    expect(reading.result.accounts).toEqual([
      { bankAccountNumber: '11623852957', name: 'Private Account', currency: 'CHF', totalTaxValue: 35000, totalGrossRevenueA: 0, totalGrossRevenueB: 548.29, totalWithHoldingTaxClaim: 0 },
    ]);
    expect(reading.result.depots).toEqual([
      {
        depotNumber: 'DEPOT-001',
        securities: [
          { name: 'Roche Holding Genussschein', isin: 'CH0012032048', valorNumber: '1203204', currency: 'CHF', taxValue: 127750, grossRevenueA: 4800, grossRevenueB: 0, withHoldingTaxClaim: 1680 },
        ],
      },
    ]);
  });

  it('says with a code of the contract’s list why a document gives no figures, without quoting it', async () => {
    const failureOf = async (content: string, mimeType: string) => readDocument(new TextEncoder().encode(content), mimeType);
    expect(await failureOf('<?xml version="1.0"?><invoice xmlns="urn:x"/>', 'application/xml')).toEqual({ ok: false, failureCode: 'not-ech0196' });
    expect(await failureOf('<?xml version="1.0"?><taxStatement', 'application/xml')).toEqual({ ok: false, failureCode: 'not-xml' });
    expect(await failureOf('not an image', 'image/png')).toEqual({ ok: false, failureCode: 'image-unopenable' });
    expect(await failureOf('%PDF-1.4 nothing else', 'application/pdf')).toEqual({ ok: false, failureCode: 'pdf-unopenable' });
    expect(await failureOf('Notizen', 'text/plain; charset=utf-8')).toEqual({ ok: false, failureCode: 'no-statement-in-file-type' });
  });
});
