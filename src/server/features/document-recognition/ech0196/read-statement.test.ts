import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTaxStatement, recognizeTaxStatement, StatementReadError } from './read-statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A minimal v2.2 statement; `accounts` is the content of listOfBankAccounts. */
function statementXml({ rootAttributes = '', institution = '<institution name="Test Bank"/>', accounts = '', after = '' } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<taxStatement xmlns="http://www.ech.ch/xmlns/eCH-0196/2" id="CH1TEST2024" creationDate="2025-01-15T08:00:00" taxPeriod="2024"
  periodFrom="2024-01-01" periodTo="2024-12-31" canton="BE" totalTaxValue="1000.50" totalGrossRevenueA="0"
  totalGrossRevenueB="0" totalWithHoldingTaxClaim="0" minorVersion="22" ${rootAttributes}>
  ${institution}
  <client clientNumber="42"/>
  <listOfBankAccounts totalTaxValue="1000.50" totalGrossRevenueA="0" totalGrossRevenueB="0" totalWithHoldingTaxClaim="0">${accounts}</listOfBankAccounts>
  ${after}
</taxStatement>`;
}

function account(attributes: string, content = '', omit: string[] = []): string {
  const defaults: Record<string, string> = {
    bankAccountNumber: '1-2',
    bankAccountName: 'Privatkonto',
    bankAccountCountry: 'CH',
    bankAccountCurrency: 'CHF',
    totalTaxValue: '1000.50',
    totalGrossRevenueA: '0',
    totalGrossRevenueB: '0',
    totalWithHoldingTaxClaim: '0',
  };
  const given = new Set([...attributes.matchAll(/(\w+)=/g)].map((m) => m[1]));
  const rest = Object.entries(defaults)
    .filter(([name]) => !given.has(name) && !omit.includes(name))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<bankAccount ${attributes} ${rest}>${content}</bankAccount>`;
}

function readError(xml: string | Uint8Array): StatementReadError {
  try {
    readTaxStatement(xml);
  } catch (error) {
    if (error instanceof StatementReadError) return error;
    throw error;
  }
  throw new Error('expected a StatementReadError');
}

describe('readTaxStatement', () => {
  it('maps the opensteuerauszug sample to the figures of its XML', () => {
    const statement = readTaxStatement(fixture('opensteuerauszug-sample_output.xml'));
    expect(statement).toMatchObject({
      id: 'CH19334IBKRU12349876X2025123101',
      creationDate: '2026-03-07T18:48:41.186095',
      taxPeriod: 2025,
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      country: 'CH',
      canton: 'ZH',
      minorVersion: 22,
      totalTaxValue: 39351.02,
      totalGrossRevenueA: 0,
      totalGrossRevenueB: 137.45,
      totalWithHoldingTaxClaim: 0,
      institution: { name: 'Interactive Brokers' },
      client: [{ clientNumber: 'U12349876', firstName: 'Paula', lastName: 'Muster' }],
    });
    expect(statement.accounts).toHaveLength(2);
    expect(statement.depots).toHaveLength(1);
    expect(statement.accounts.map((a) => [a.bankAccountNumber, a.currency, a.totalTaxValue, a.totalGrossRevenueB])).toEqual([
      ['U12349876-CHF', 'CHF', 17000.06, 0],
      ['U12349876-USD', 'USD', 0, 22.936],
    ]);
    expect(statement.accounts[0]?.taxValue).toEqual({
      referenceDate: '2025-12-31',
      name: 'Closing Balance',
      balanceCurrency: 'CHF',
      balance: 17000.05854876,
      exchangeRate: 1,
      value: 17000.05854876,
    });
    expect(statement.accounts[1]?.taxValue).toBeUndefined();
    expect(statement.accounts[1]?.payments.map((p) => p.grossRevenueB)).toEqual([11.00357390444, 3.467527912968, 8.46491171693]);

    const security = statement.depots[0]?.securities[0];
    expect(statement.depots[0]?.depotNumber).toBe('U12349876');
    expect(security).toMatchObject({
      positionId: 1,
      isin: 'US9220427424',
      valorNumber: '4354003',
      name: 'VANGUARD TOT WORLD STK ETF (VT)',
      quotationType: 'PIECE',
      securityCategory: 'SHARE',
      taxValue: { quantity: 200, unitPrice: 111.754785, value: 22350.957, kursliste: true },
    });
    expect(security?.payments[0]).toMatchObject({ grossRevenueB: 114.5092, lumpSumTaxCredit: true, lumpSumTaxCreditAmount: 34.35276, sign: '(Q)' });
    expect(statement.securitiesTotals).toMatchObject({ totalTaxValue: 22350.96, totalGrossRevenueB: 114.51, totalLumpSumTaxCredit: 34.353, totalNonRecoverableTax: 17.176 });
    expect(statement.liabilities).toMatchObject({ totalTaxValue: 0.689, totalGrossRevenueB: 1.615, accounts: [{ currency: 'USD', payments: [{ grossRevenueB: 1.61530635 }] }] });
    expect(statement.expenses).toBeUndefined();
  });

  it('reads every depot of the multi-depot sample', () => {
    const statement = readTaxStatement(fixture('multi_depot_statement.xml'));
    expect(statement.accounts).toEqual([]);
    expect(statement.bankAccountsTotals).toBeUndefined();
    expect(statement.totalTaxValue).toBe(227750);
    expect(statement.depots.map((d) => [d.depotNumber, d.securities.map((s) => [s.isin, s.name, s.taxValue?.value, s.payments[0]?.withHoldingTaxClaim])])).toEqual([
      ['DEPOT-001', [['CH0012032048', 'Roche Holding Genussschein', 127750, 1680]]],
      ['DEPOT-002', [['CH0012005267', 'Novartis AG', 100000, 840]]],
    ]);
  });

  it('reads liabilities, expenses, the institution UID and the salutation', () => {
    const statement = readTaxStatement(fixture('fake_statement.xml'));
    expect(statement.institution).toEqual({ name: 'Sample Foreign Bank ltd', uid: 'CHE-111.222.333' });
    expect(statement.client).toEqual([{ clientNumber: '987654', salutation: '2', firstName: 'Max', lastName: 'Muster' }]);
    expect(statement.accounts[0]).toMatchObject({ iban: 'LU9300762011623852957', country: 'LU', payments: [{ amount: 500 }, { amountCurrency: 'EUR', exchangeRate: 0.9657075, grossRevenueB: 48.285375 }] });
    expect(statement.liabilities?.accounts[0]).toMatchObject({ bankAccountNumber: 'HYPO-123', name: 'Mortgage Property ZH', totalTaxValue: 250000, taxValue: { value: 250000 } });
    expect(statement.expenses).toEqual({
      totalExpenses: 150,
      expenses: [{ name: 'Depot Fees 2024', amountCurrency: 'CHF', expenses: 150, expenseType: '22', depotNumber: 'DEPOT-001' }],
    });
  });

  it.each([
    ['0.000', 0],
    ['17000.05854876', 17000.05854876],
    ['-250.10', -250.1],
    ['+3.', 3],
    ['.5', 0.5],
    [' 42 ', 42],
  ])('parses the xs:decimal %j as %d', (text, expected) => {
    const statement = readTaxStatement(statementXml({ accounts: account(`totalTaxValue="${text}"`) }));
    expect(statement.accounts[0]?.totalTaxValue).toBe(expected);
  });

  it.each(["12'345.00", '1e5', '1,5', '', 'NaN'])('refuses %j as an amount, naming the element and attribute', (text) => {
    const error = readError(statementXml({ accounts: account(`totalTaxValue="${text}"`) }));
    expect(error.reason).toBe('invalid');
    expect(error.element).toBe('bankAccount');
    expect(error.message).toBe(`taxStatement/listOfBankAccounts/bankAccount[1]: the attribute 'totalTaxValue' is not a decimal number: '${text.trim()}'.`);
  });

  it('names the missing required attribute and where it is', () => {
    const error = readError(statementXml({ accounts: account('') + account('', '', ['bankAccountCurrency']) }));
    expect(error.message).toBe("taxStatement/listOfBankAccounts/bankAccount[2]: the required attribute 'bankAccountCurrency' is missing.");
    expect(error.element).toBe('bankAccount');
  });

  it('refuses a negative liability, which the XSD writes as an amount ≥ 0', () => {
    const liabilities = '<listOfLiabilities totalTaxValue="-5" totalGrossRevenueB="0"/>';
    expect(readError(statementXml({ after: liabilities })).message).toBe("taxStatement/listOfLiabilities: the attribute 'totalTaxValue' must not be negative: '-5'.");
  });

  it('refuses an impossible date and a canton that does not exist', () => {
    expect(readError(statementXml({ accounts: account('', '<taxValue referenceDate="2024-02-30" balanceCurrency="CHF" value="1"/>') })).message).toBe(
      "taxStatement/listOfBankAccounts/bankAccount[1]/taxValue: the attribute 'referenceDate' is not a date (YYYY-MM-DD): '2024-02-30'.",
    );
    expect(readError(statementXml().replace('canton="BE"', 'canton="XY"')).message).toBe("taxStatement: the attribute 'canton' is not a Swiss canton abbreviation: 'XY'.");
  });

  it('drops the time zone of a date and keeps absent optional fields out of the object', () => {
    const statement = readTaxStatement(statementXml({ accounts: account('', '<taxValue referenceDate="2024-12-31+01:00" balanceCurrency="CHF" value="1000.50"/>') }));
    expect(statement.accounts[0]?.taxValue).toEqual({ referenceDate: '2024-12-31', balanceCurrency: 'CHF', value: 1000.5 });
    expect('country' in statement).toBe(false);
  });

  it('decodes the predefined entities and character references once, and nothing else', () => {
    const statement = readTaxStatement(statementXml({ institution: '<institution name="Z&#252;rcher &amp; Co &#x4E;&amp;lt;&quot;"/>' }));
    expect(statement.institution.name).toBe('Zürcher & Co N&lt;"');
  });

  it('reads bytes in the encoding the declaration names', () => {
    const xml = statementXml({ institution: '<institution name="Zürcher Kantonalbank"/>' }).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const latin1 = Uint8Array.from(xml, (c) => c.charCodeAt(0));
    expect(readTaxStatement(latin1).institution.name).toBe('Zürcher Kantonalbank');
    expect(readTaxStatement(new TextEncoder().encode(statementXml({ institution: '<institution name="Genève"/>' }))).institution.name).toBe('Genève');
  });

  it('reads a statement whose elements carry a namespace prefix', () => {
    const prefixed = statementXml({ accounts: account('') })
      .replace('xmlns="http://www.ech.ch/xmlns/eCH-0196/2"', 'xmlns:st="http://www.ech.ch/xmlns/eCH-0196/2"')
      .replace(/<(\/?)(taxStatement|institution|client|listOfBankAccounts|bankAccount)\b/g, '<$1st:$2');
    expect(readTaxStatement(prefixed).accounts[0]?.totalTaxValue).toBe(1000.5);
  });

  it('refuses a document that is not a tax statement, or not in the eCH-0196 namespace', () => {
    expect(readError('<html/>')).toMatchObject({ reason: 'not-ech0196', element: 'html' });
    expect(readError(statementXml().replace('eCH-0196/2"', 'eCH-0196/1"'))).toMatchObject({ reason: 'not-ech0196' });
    expect(readError('not xml at all')).toMatchObject({ reason: 'not-xml' });
    expect(readError(new Uint8Array([0xff, 0x00, 0xc3, 0x28]))).toMatchObject({ reason: 'not-xml' });
  });

  it('refuses external entities (XXE) and entity expansion ("billion laughs") without expanding them', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE taxStatement [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${statementXml({ institution: '<institution name="&secret;"/>' }).replace(/^<\?xml[^>]*>/, '')}`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><taxStatement xmlns="http://www.ech.ch/xmlns/eCH-0196/2" id="&lol3;"/>`;
    for (const xml of [xxe, laughs]) {
      const error = readError(xml);
      expect(error.reason).toBe('invalid');
      expect(error.message).toContain('document type declaration');
    }
  });
});

describe('recognizeTaxStatement', () => {
  it('recognizes the opensteuerauszug sample as schema-valid', async () => {
    const result = await recognizeTaxStatement(new TextEncoder().encode(fixture('opensteuerauszug-sample_output.xml')));
    expect(result).toMatchObject({ ok: true, schemaValid: true, schemaErrors: [], statement: { totalTaxValue: 39351.02, totalGrossRevenueB: 137.45 } });
  });

  it('accepts a statement that breaks only a facet of the XSD, flagged with the schema message', async () => {
    const longName = 'A'.repeat(45);
    const result = await recognizeTaxStatement(fixture('opensteuerauszug-sample_output.xml').replace('U12349876 CHF position', longName));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schemaValid).toBe(false);
    expect(result.statement.accounts[0]?.name).toBe(longName);
    expect(result.schemaErrors).toHaveLength(1);
    expect(result.schemaErrors[0]).toMatchObject({ line: 6, element: 'bankAccount', message: expect.stringContaining("attribute 'bankAccountName'") });
  });

  it('refuses the malformed sample as not XML, naming the unclosed element', async () => {
    const result = await recognizeTaxStatement(fixture('malformed_ech0196_statement.xml'));
    expect(result).toEqual({
      ok: false,
      reason: 'not-xml',
      errors: [{ message: "The document is not well-formed XML: Expected closing tag 'security' (opened in line 7, col 13) instead of closing tag 'depot'.", line: 10, element: 'security' }],
    });
  });

  it.each(['sample_ech0196_statement1.xml', 'sample_ech0196_statement2.xml'])('refuses the older-layout sample %s as invalid, naming the element', async (name) => {
    const result = await recognizeTaxStatement(fixture(name));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('invalid');
    expect(result.errors[0]).toEqual({ message: "taxStatement: the required attribute 'id' is missing.", element: 'taxStatement' });
    expect(result.errors).toContainEqual(expect.objectContaining({ element: 'taxStatement', message: "Element 'taxStatement', attribute 'majorVersion': The attribute 'majorVersion' is not allowed." }));
  });

  it('answers not-ech0196 for another XML document and not-xml for text', async () => {
    expect(await recognizeTaxStatement('<html/>')).toMatchObject({ ok: false, reason: 'not-ech0196', errors: [{ element: 'html' }] });
    expect(await recognizeTaxStatement('')).toMatchObject({ ok: false, reason: 'not-xml' });
  });

  it('refuses entity input before any parser sees it', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE taxStatement [<!ENTITY x SYSTEM "file:///etc/passwd">]><taxStatement xmlns="http://www.ech.ch/xmlns/eCH-0196/2">&x;</taxStatement>';
    expect(await recognizeTaxStatement(xml)).toMatchObject({ ok: false, reason: 'invalid', errors: [{ message: expect.stringContaining('document type declaration') }] });
  });

  it('treats an undefined entity reference, which only xmllint notices, as not well-formed', async () => {
    const result = await recognizeTaxStatement(statementXml({ institution: '<institution name="&undefined;"/>' }));
    expect(result).toMatchObject({ ok: false, reason: 'not-xml' });
  });
});
