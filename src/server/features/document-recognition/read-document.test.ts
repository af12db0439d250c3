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

  it('says in plain words why a document gives no figures, without quoting it', async () => {
    expect(await readDocument(new TextEncoder().encode('<?xml version="1.0"?><invoice xmlns="urn:x"/>'), 'application/xml')).toEqual({
      ok: false,
      failure: 'could not be read automatically: the file is not an eCH-0196 e-tax statement',
    });
    expect(await readDocument(new TextEncoder().encode('<?xml version="1.0"?><taxStatement'), 'application/xml')).toEqual({
      ok: false,
      failure: 'could not be read automatically: the e-tax statement is not well-formed XML',
    });
    expect(await readDocument(new TextEncoder().encode('not an image'), 'image/png')).toEqual({ ok: false, failure: 'could not be read automatically: the image could not be opened' });
    expect(await readDocument(new TextEncoder().encode('%PDF-1.4 nothing else'), 'application/pdf')).toMatchObject({ ok: false, failure: expect.stringMatching(/^could not be read automatically: /) });
    expect(await readDocument(new TextEncoder().encode('Notizen'), 'text/plain; charset=utf-8')).toEqual({
      ok: false,
      failure: 'could not be read automatically: this type of file holds no e-tax statement',
    });
  });
});
