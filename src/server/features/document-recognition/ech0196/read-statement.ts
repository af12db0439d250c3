/**
 * Reads an eCH-0196 v2.2 e-tax statement (the XML a bank prints as barcodes on its
 * "E-Steuerauszug", or hands out as a file) into the domain objects of statement.ts.
 *
 * `readTaxStatement` is the pure reader: it checks everything it returns (presence where the XSD
 * requires it, xs:decimal numbers, dates, the enumerations the figures depend on) and throws a
 * StatementReadError naming the element and attribute otherwise. `recognizeTaxStatement` adds the
 * XSD validation in front of it.
 *
 * Decision — a statement that fails the XSD but reads cleanly is accepted, flagged
 * `schemaValid: false` with the schema's messages beside it. The reader already refuses every
 * document whose figures it cannot trust, so what the XSD still catches after it is form, not
 * substance: an account name over 40 characters, an attribute the schema does not know, elements
 * in another order, an ID with a character xs:ID forbids. Banks' files do have such slips, and
 * rejecting one would send the taxpayer back to typing figures that sit correctly in the file.
 * The figures are only ever a proposal: the taxpayer confirms or corrects them, and the expert
 * sees `schemaValid` and the messages before filing. Refused are documents that are not XML, not
 * an eCH-0196 statement (root element and namespace), carry a DTD, or miss or garble a figure.
 *
 * Safety: the text is never given to a parser while it holds a DTD (no entity expansion at all,
 * so neither XXE nor "billion laughs"); fast-xml-parser runs with entity processing off, and only
 * XML's five predefined entities and character references are decoded, in one pass.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CANTON_CODES, type CantonCode } from '@shared/domain/cantons';
import { hasDocumentTypeDeclaration, validateStatement, type StatementProblem } from './validate-statement';
import {
  QUOTATION_TYPES,
  SECURITY_CATEGORIES,
  type AccountTaxValue,
  type BankAccount,
  type BankAccountPayment,
  type Client,
  type Depot,
  type Expense,
  type Institution,
  type LiabilityAccount,
  type LiabilityPayment,
  type ListOfExpenses,
  type ListOfLiabilities,
  type RevenueTotals,
  type Salutation,
  type SecuritiesTotals,
  type Security,
  type SecurityPayment,
  type SecurityTaxValue,
  type TaxStatement,
} from './statement';

export const ECH0196_NAMESPACE = 'http://www.ech.ch/xmlns/eCH-0196/2';

/** Why a document is not a statement we can use. */
export type StatementRefusal = 'not-xml' | 'not-ech0196' | 'invalid';

export class StatementReadError extends Error {
  constructor(
    readonly reason: StatementRefusal,
    message: string,
    readonly element?: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'StatementReadError';
  }

  toProblem(): StatementProblem {
    return { message: this.message, ...(this.line === undefined ? {} : { line: this.line }), ...(this.element === undefined ? {} : { element: this.element }) };
  }
}

export type StatementRecognition =
  | {
      ok: true;
      statement: TaxStatement;
      schemaValid: boolean;
      /** The XSD's messages when schemaValid is false (see the decision above); empty otherwise. */
      schemaErrors: StatementProblem[];
    }
  | { ok: false; reason: StatementRefusal; errors: StatementProblem[] };

/** Reads a statement, or throws StatementReadError saying which element or attribute is wrong. */
export function readTaxStatement(xml: string | Uint8Array): TaxStatement {
  return readCheckedText(checkedStatementText(xml));
}

/**
 * Validates against the XSD, then reads. Never throws for a bad document (the answer says why);
 * throws only when the validator itself fails (its worker could not start), which is not the
 * document's fault and worth a retry.
 */
export async function recognizeTaxStatement(xml: string | Uint8Array): Promise<StatementRecognition> {
  let text: string;
  try {
    text = checkedStatementText(xml);
  } catch (error) {
    if (error instanceof StatementReadError) return { ok: false, reason: error.reason, errors: [error.toProblem()] };
    throw error;
  }
  const validation = await validateStatement(text);
  const schemaErrors = validation.valid ? [] : validation.errors;
  if (!validation.valid && !validation.wellFormed) return { ok: false, reason: 'not-xml', errors: schemaErrors };
  try {
    return { ok: true, statement: readCheckedText(text), schemaValid: validation.valid, schemaErrors };
  } catch (error) {
    if (error instanceof StatementReadError) return { ok: false, reason: error.reason, errors: [error.toProblem(), ...schemaErrors] };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// From bytes to checked text

/** Decodes, refuses DTDs, checks well-formedness and that the root is eCH-0196's taxStatement. */
function checkedStatementText(xml: string | Uint8Array): string {
  const text = typeof xml === 'string' ? xml.replace(/^\uFEFF/, '') : decodeXmlBytes(xml);
  if (text.trim() === '') throw new StatementReadError('not-xml', 'The document is empty.');
  if (hasDocumentTypeDeclaration(text)) {
    throw new StatementReadError('invalid', 'The document has a document type declaration (<!DOCTYPE> or <!ENTITY>); eCH-0196 defines none, so it is refused unread.');
  }
  const wellFormed = XMLValidator.validate(text);
  if (wellFormed !== true) {
    const { msg, line } = wellFormed.err;
    throw new StatementReadError('not-xml', `The document is not well-formed XML: ${msg}`, /\btag '([^']+)'/i.exec(msg)?.[1], line);
  }
  const root = rootElement(text);
  if (!root) throw new StatementReadError('not-xml', 'The document has no root element.');
  if (root.localName !== 'taxStatement' || root.namespace !== ECH0196_NAMESPACE) {
    const found = root.namespace ? `'${root.localName}' in namespace '${root.namespace}'` : `'${root.localName}' without a namespace`;
    throw new StatementReadError('not-ech0196', `The document is not an eCH-0196 tax statement: its root element is ${found}, not 'taxStatement' in '${ECH0196_NAMESPACE}'.`, root.localName, 1);
  }
  return text;
}

/** Follows the byte-order mark or the XML declaration's encoding, as an XML parser would. */
function decodeXmlBytes(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
    encoding = /^<\?xml\b[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new StatementReadError('not-xml', `The document declares an unknown character encoding '${encoding}'.`);
  }
  try {
    return decoder.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new StatementReadError('not-xml', `The document is not valid ${encoding.toUpperCase()} text.`);
  }
}

const PROLOG_AND_ROOT = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The root element's local name and namespace, read from its start tag. */
function rootElement(text: string): { localName: string; namespace: string | undefined } | undefined {
  const match = PROLOG_AND_ROOT.exec(text);
  if (!match) return undefined;
  const qualifiedName = match[1] ?? '';
  const colon = qualifiedName.indexOf(':');
  const prefix = colon >= 0 ? qualifiedName.slice(0, colon) : undefined;
  const localName = colon >= 0 ? qualifiedName.slice(colon + 1) : qualifiedName;
  const wanted = prefix ? `xmlns:${prefix}` : 'xmlns';
  let namespace: string | undefined;
  for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
    if (attribute[1] === wanted) namespace = decodeXmlText(attribute[2] ?? attribute[3] ?? '');
  }
  return { localName, namespace };
}

const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** XML's predefined entities and character references, decoded in one pass (so '&amp;lt;' stays '&lt;'). */
function decodeXmlText(value: string): string {
  return value.replace(/&(lt|gt|amp|apos|quot|#[0-9]+|#x[0-9a-fA-F]+);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return PREDEFINED_ENTITIES[name] ?? whole;
    const codePoint = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

// ---------------------------------------------------------------------------------------------
// From checked text to domain objects

/** Elements the XSD lets repeat: always arrays, so one occurrence reads like several. */
const REPEATING_ELEMENTS = new Set(['client', 'accompanyingLetter', 'bankAccount', 'payment', 'liabilityAccount', 'expense', 'depot', 'security', 'stock', 'purchase']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && REPEATING_ELEMENTS.has(name),
  attributeValueProcessor: (_name, value) => decodeXmlText(value),
  tagValueProcessor: (_name, value) => decodeXmlText(value),
});

function readCheckedText(text: string): TaxStatement {
  const document = parser.parse(text) as Record<string, unknown>;
  // An element without attributes or children parses as '' (e.g. '<taxStatement/>').
  const root = document.taxStatement === '' ? {} : document.taxStatement;
  if (!isElementObject(root)) throw new StatementReadError('not-ech0196', "The document's root element is not 'taxStatement'.");
  return readStatement(new XmlElement(root, 'taxStatement', 'taxStatement'));
}

function isElementObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const XS_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const XS_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/;
const XS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;

/**
 * One parsed element with the path that led to it ('taxStatement/listOfSecurities/depot[2]'),
 * so every error can say where it is.
 */
class XmlElement {
  constructor(
    private readonly node: Record<string, unknown>,
    readonly name: string,
    readonly path: string,
  ) {}

  fail(message: string): never {
    throw new StatementReadError('invalid', `${this.path}: ${message}`, this.name);
  }

  private raw(attribute: string): string | undefined {
    const value = this.node[`@${attribute}`];
    return typeof value === 'string' ? value.trim() : undefined;
  }

  text(attribute: string): string {
    const value = this.raw(attribute);
    if (value === undefined) this.fail(`the required attribute '${attribute}' is missing.`);
    return value;
  }

  optionalText(attribute: string): string | undefined {
    const value = this.raw(attribute);
    return value === '' ? undefined : value;
  }

  decimal(attribute: string): number {
    return this.parseDecimal(attribute, this.text(attribute));
  }

  optionalDecimal(attribute: string): number | undefined {
    const value = this.raw(attribute);
    return value === undefined ? undefined : this.parseDecimal(attribute, value);
  }

  private parseDecimal(attribute: string, value: string): number {
    if (!XS_DECIMAL.test(value)) this.fail(`the attribute '${attribute}' is not a decimal number: '${value}'.`);
    return Number(value);
  }

  /** An amount the XSD types as positive-decimal (|x| ≥ 0): liabilities and expenses. */
  nonNegativeDecimal(attribute: string): number {
    const value = this.decimal(attribute);
    if (value < 0) this.fail(`the attribute '${attribute}' must not be negative: '${this.raw(attribute)}'.`);
    return value;
  }

  optionalNonNegativeDecimal(attribute: string): number | undefined {
    return this.raw(attribute) === undefined ? undefined : this.nonNegativeDecimal(attribute);
  }

  integer(attribute: string, { min }: { min?: number } = {}): number {
    const value = this.text(attribute);
    if (!/^[+-]?\d+$/.test(value) || (min !== undefined && Number(value) < min)) {
      this.fail(`the attribute '${attribute}' is not ${min === 1 ? 'a positive' : 'an'} integer: '${value}'.`);
    }
    return Number(value);
  }

  date(attribute: string): string {
    return this.parseDate(attribute, this.text(attribute));
  }

  optionalDate(attribute: string): string | undefined {
    const value = this.raw(attribute);
    return value === undefined ? undefined : this.parseDate(attribute, value);
  }

  private parseDate(attribute: string, value: string): string {
    const match = XS_DATE.exec(value);
    const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
    const calendarDay = new Date(Date.UTC(year, month - 1, day));
    if (!match || calendarDay.getUTCFullYear() !== year || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) {
      this.fail(`the attribute '${attribute}' is not a date (YYYY-MM-DD): '${value}'.`);
    }
    return `${match[1]}-${match[2]}-${match[3]}`;
  }

  dateTime(attribute: string): string {
    const value = this.text(attribute);
    if (!XS_DATE_TIME.test(value)) this.fail(`the attribute '${attribute}' is not a date and time (YYYY-MM-DDThh:mm:ss): '${value}'.`);
    return value;
  }

  optionalBoolean(attribute: string): boolean | undefined {
    const value = this.raw(attribute);
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    this.fail(`the attribute '${attribute}' is not a boolean (true, false, 1 or 0): '${value}'.`);
  }

  oneOf<T extends string>(attribute: string, allowed: readonly T[]): T {
    const value = this.text(attribute);
    if (!(allowed as readonly string[]).includes(value)) this.fail(`the attribute '${attribute}' must be one of ${allowed.join(', ')}: '${value}'.`);
    return value as T;
  }

  /** The single child element of that name, if present. */
  child(name: string): XmlElement | undefined {
    const value = this.node[name];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) this.fail(`the element '${name}' may appear only once.`);
    return new XmlElement(isElementObject(value) ? value : {}, name, `${this.path}/${name}`);
  }

  requiredChild(name: string): XmlElement {
    return this.child(name) ?? this.fail(`the required element '${name}' is missing.`);
  }

  /** The text of a required child element that holds only text (eCH-0097's uid parts). */
  childText(name: string): string {
    const value = this.node[name];
    const text = isElementObject(value) ? value['#text'] : value;
    if (typeof text !== 'string' || text.trim() === '') this.fail(`the required element '${name}' is missing or empty.`);
    return text.trim();
  }

  /** Every child element of that name (a repeating element, see REPEATING_ELEMENTS). */
  children(name: string): XmlElement[] {
    const value = this.node[name];
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((item, index) => new XmlElement(isElementObject(item) ? item : {}, name, `${this.path}/${name}[${index + 1}]`));
  }
}

function readStatement(root: XmlElement): TaxStatement {
  const id = root.text('id');
  const creationDate = root.dateTime('creationDate');
  const taxPeriod = root.text('taxPeriod');
  if (!/^\d{4}$/.test(taxPeriod)) root.fail(`the attribute 'taxPeriod' is not a year: '${taxPeriod}'.`);
  const periodFrom = root.date('periodFrom');
  const periodTo = root.date('periodTo');
  const country = root.optionalText('country');
  const canton = root.text('canton');
  if (!(CANTON_CODES as readonly string[]).includes(canton)) root.fail(`the attribute 'canton' is not a Swiss canton abbreviation: '${canton}'.`);
  const totals = readRevenueTotals(root);
  const minorVersion = root.integer('minorVersion');

  const institution = readInstitution(root.requiredChild('institution'));
  const clients = root.children('client');
  if (clients.length === 0) root.fail("the required element 'client' is missing.");
  const bankAccounts = root.child('listOfBankAccounts');
  const liabilities = root.child('listOfLiabilities');
  const expenses = root.child('listOfExpenses');
  const securities = root.child('listOfSecurities');

  return {
    id,
    creationDate,
    taxPeriod: Number(taxPeriod),
    periodFrom,
    periodTo,
    ...optional('country', country),
    canton: canton as CantonCode,
    minorVersion,
    ...totals,
    institution,
    client: clients.map(readClient),
    ...optional('bankAccountsTotals', bankAccounts && readRevenueTotals(bankAccounts)),
    accounts: bankAccounts?.children('bankAccount').map(readBankAccount) ?? [],
    ...optional('liabilities', liabilities && readLiabilities(liabilities)),
    ...optional('expenses', expenses && readExpenses(expenses)),
    ...optional('securitiesTotals', securities && readSecuritiesTotals(securities)),
    depots: securities?.children('depot').map(readDepot) ?? [],
  };
}

/** Leaves an absent optional field out instead of writing `field: undefined`. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function readRevenueTotals(element: XmlElement): RevenueTotals {
  return {
    totalTaxValue: element.decimal('totalTaxValue'),
    totalGrossRevenueA: element.decimal('totalGrossRevenueA'),
    totalGrossRevenueB: element.decimal('totalGrossRevenueB'),
    totalWithHoldingTaxClaim: element.decimal('totalWithHoldingTaxClaim'),
  };
}

function readInstitution(element: XmlElement): Institution {
  const uid = element.child('uid');
  return {
    name: element.text('name'),
    ...optional('lei', element.optionalText('lei')),
    ...optional('uid', uid && readUid(uid)),
  };
}

/** eCH-0097 uidStructureType: category 'CHE' (or 'ADM') and nine digits, shown as 'CHE-123.456.789'. */
function readUid(element: XmlElement): string {
  const category = element.childText('uidOrganisationIdCategorie');
  const digits = element.childText('uidOrganisationId');
  if (!/^\d{9}$/.test(digits)) element.fail(`the element 'uidOrganisationId' is not nine digits: '${digits}'.`);
  return `${category}-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

function readClient(element: XmlElement): Client {
  const salutation = element.optionalText('salutation');
  return {
    clientNumber: element.text('clientNumber'),
    ...optional('tin', element.optionalText('tin')),
    // A courtesy field: an unknown code is dropped rather than refusing the whole statement.
    ...optional('salutation', salutation === '1' || salutation === '2' || salutation === '3' ? (salutation as Salutation) : undefined),
    ...optional('firstName', element.optionalText('firstName')),
    ...optional('lastName', element.optionalText('lastName')),
  };
}

function readBankAccount(element: XmlElement): BankAccount {
  const taxValue = element.child('taxValue');
  return {
    ...optional('bankAccountNumber', element.optionalText('bankAccountNumber')),
    ...optional('iban', element.optionalText('iban')),
    name: element.text('bankAccountName'),
    country: element.text('bankAccountCountry'),
    currency: element.text('bankAccountCurrency'),
    ...optional('openingDate', element.optionalDate('openingDate')),
    ...optional('closingDate', element.optionalDate('closingDate')),
    ...readRevenueTotals(element),
    ...optional('taxValue', taxValue && readAccountTaxValue(taxValue, false)),
    payments: element.children('payment').map(readBankAccountPayment),
  };
}

/** A bank account's balance may be negative (an overdraft); a liability's is its amount ≥ 0. */
function readAccountTaxValue(element: XmlElement, isLiability: boolean): AccountTaxValue {
  return {
    referenceDate: element.date('referenceDate'),
    ...optional('name', element.optionalText('name')),
    balanceCurrency: element.text('balanceCurrency'),
    ...optional('balance', isLiability ? element.optionalNonNegativeDecimal('balance') : element.optionalDecimal('balance')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    value: isLiability ? element.nonNegativeDecimal('value') : element.decimal('value'),
  };
}

function readBankAccountPayment(element: XmlElement): BankAccountPayment {
  return {
    paymentDate: element.date('paymentDate'),
    ...optional('name', element.optionalText('name')),
    amountCurrency: element.text('amountCurrency'),
    ...optional('amount', element.optionalDecimal('amount')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    grossRevenueA: element.decimal('grossRevenueA'),
    grossRevenueB: element.decimal('grossRevenueB'),
    withHoldingTaxClaim: element.decimal('withHoldingTaxClaim'),
  };
}

function readSecuritiesTotals(element: XmlElement): SecuritiesTotals {
  return {
    ...readRevenueTotals(element),
    totalLumpSumTaxCredit: element.decimal('totalLumpSumTaxCredit'),
    totalNonRecoverableTax: element.decimal('totalNonRecoverableTax'),
    totalAdditionalWithHoldingTaxUSA: element.decimal('totalAdditionalWithHoldingTaxUSA'),
    totalGrossRevenueIUP: element.decimal('totalGrossRevenueIUP'),
    totalGrossRevenueConversion: element.decimal('totalGrossRevenueConversion'),
  };
}

function readDepot(element: XmlElement): Depot {
  return { depotNumber: element.text('depotNumber'), securities: element.children('security').map(readSecurity) };
}

function readSecurity(element: XmlElement): Security {
  const valorNumber = element.optionalText('valorNumber');
  if (valorNumber !== undefined && !/^\d+$/.test(valorNumber)) element.fail(`the attribute 'valorNumber' is not a number: '${valorNumber}'.`);
  const taxValue = element.child('taxValue');
  return {
    positionId: element.integer('positionId', { min: 1 }),
    ...optional('valorNumber', valorNumber),
    ...optional('isin', element.optionalText('isin')),
    name: element.text('securityName'),
    country: element.text('country'),
    currency: element.text('currency'),
    quotationType: element.oneOf('quotationType', QUOTATION_TYPES),
    securityCategory: element.oneOf('securityCategory', SECURITY_CATEGORIES),
    ...optional('securityType', element.optionalText('securityType')),
    ...optional('nominalValue', element.optionalDecimal('nominalValue')),
    ...optional('taxValue', taxValue && readSecurityTaxValue(taxValue)),
    payments: element.children('payment').map(readSecurityPayment),
  };
}

function readSecurityTaxValue(element: XmlElement): SecurityTaxValue {
  return {
    referenceDate: element.date('referenceDate'),
    ...optional('name', element.optionalText('name')),
    quotationType: element.oneOf('quotationType', QUOTATION_TYPES),
    quantity: element.decimal('quantity'),
    balanceCurrency: element.text('balanceCurrency'),
    ...optional('unitPrice', element.optionalDecimal('unitPrice')),
    ...optional('balance', element.optionalDecimal('balance')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    ...optional('value', element.optionalDecimal('value')),
    ...optional('blocked', element.optionalBoolean('blocked')),
    ...optional('undefined', element.optionalBoolean('undefined')),
    ...optional('kursliste', element.optionalBoolean('kursliste')),
  };
}

function readSecurityPayment(element: XmlElement): SecurityPayment {
  return {
    paymentDate: element.date('paymentDate'),
    ...optional('exDate', element.optionalDate('exDate')),
    ...optional('name', element.optionalText('name')),
    quotationType: element.oneOf('quotationType', QUOTATION_TYPES),
    quantity: element.decimal('quantity'),
    amountCurrency: element.text('amountCurrency'),
    ...optional('amountPerUnit', element.optionalDecimal('amountPerUnit')),
    ...optional('amount', element.optionalDecimal('amount')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    ...optional('grossRevenueA', element.optionalDecimal('grossRevenueA')),
    ...optional('grossRevenueB', element.optionalDecimal('grossRevenueB')),
    ...optional('withHoldingTaxClaim', element.optionalDecimal('withHoldingTaxClaim')),
    ...optional('lumpSumTaxCredit', element.optionalBoolean('lumpSumTaxCredit')),
    ...optional('lumpSumTaxCreditPercent', element.optionalDecimal('lumpSumTaxCreditPercent')),
    ...optional('lumpSumTaxCreditAmount', element.optionalDecimal('lumpSumTaxCreditAmount')),
    ...optional('nonRecoverableTaxPercent', element.optionalDecimal('nonRecoverableTaxPercent')),
    ...optional('nonRecoverableTaxAmount', element.optionalDecimal('nonRecoverableTaxAmount')),
    ...optional('additionalWithHoldingTaxUSA', element.optionalDecimal('additionalWithHoldingTaxUSA')),
    ...optional('undefined', element.optionalBoolean('undefined')),
    ...optional('kursliste', element.optionalBoolean('kursliste')),
    ...optional('sign', element.optionalText('sign')),
  };
}

function readLiabilities(element: XmlElement): ListOfLiabilities {
  return {
    totalTaxValue: element.nonNegativeDecimal('totalTaxValue'),
    totalGrossRevenueB: element.nonNegativeDecimal('totalGrossRevenueB'),
    accounts: element.children('liabilityAccount').map(readLiabilityAccount),
  };
}

function readLiabilityAccount(element: XmlElement): LiabilityAccount {
  const taxValue = element.child('taxValue');
  return {
    ...optional('bankAccountNumber', element.optionalText('bankAccountNumber')),
    ...optional('iban', element.optionalText('iban')),
    name: element.text('bankAccountName'),
    country: element.text('bankAccountCountry'),
    currency: element.text('bankAccountCurrency'),
    ...optional('openingDate', element.optionalDate('openingDate')),
    ...optional('closingDate', element.optionalDate('closingDate')),
    totalTaxValue: element.nonNegativeDecimal('totalTaxValue'),
    totalGrossRevenueB: element.nonNegativeDecimal('totalGrossRevenueB'),
    ...optional('taxValue', taxValue && readAccountTaxValue(taxValue, true)),
    payments: element.children('payment').map(readLiabilityPayment),
  };
}

function readLiabilityPayment(element: XmlElement): LiabilityPayment {
  return {
    paymentDate: element.date('paymentDate'),
    ...optional('name', element.optionalText('name')),
    amountCurrency: element.text('amountCurrency'),
    ...optional('amount', element.optionalNonNegativeDecimal('amount')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    grossRevenueB: element.nonNegativeDecimal('grossRevenueB'),
  };
}

function readExpenses(element: XmlElement): ListOfExpenses {
  return {
    totalExpenses: element.nonNegativeDecimal('totalExpenses'),
    ...optional('totalExpensesDeductible', element.optionalNonNegativeDecimal('totalExpensesDeductible')),
    ...optional('totalExpensesDeductibleCanton', element.optionalNonNegativeDecimal('totalExpensesDeductibleCanton')),
    expenses: element.children('expense').map(readExpense),
  };
}

function readExpense(element: XmlElement): Expense {
  return {
    ...optional('referenceDate', element.optionalDate('referenceDate')),
    name: element.text('name'),
    ...optional('iban', element.optionalText('iban')),
    ...optional('bankAccountNumber', element.optionalText('bankAccountNumber')),
    ...optional('depotNumber', element.optionalText('depotNumber')),
    amountCurrency: element.text('amountCurrency'),
    ...optional('amount', element.optionalDecimal('amount')),
    ...optional('exchangeRate', element.optionalDecimal('exchangeRate')),
    expenses: element.nonNegativeDecimal('expenses'),
    ...optional('expensesDeductible', element.optionalNonNegativeDecimal('expensesDeductible')),
    ...optional('expensesDeductibleCanton', element.optionalNonNegativeDecimal('expensesDeductibleCanton')),
    expenseType: element.text('expenseType'),
  };
}
