/**
 * The parts of an eCH-0196 v2.2 e-tax statement ("E-Steuerauszug", SSK/CSI, namespace
 * http://www.ech.ch/xmlns/eCH-0196/2, xsd/eCH-0196-2-2.xsd) that Helvetax reads, as typed domain
 * objects. Written from the XSD: a field is optional here exactly where the XSD makes its
 * attribute optional, so the reader can promise everything else.
 *
 * Conventions of these types:
 * - Amounts are JavaScript numbers parsed from the xs:decimal text, unrounded (banks write up to
 *   12 decimals). Rounding to Rappen or whole francs (CONVENTIONS §2) happens where a figure is
 *   stored or fed to the tax estimate, not here, so the totals stay comparable with the document.
 *   value, total*, grossRevenue*, withHoldingTaxClaim, expenses*, lumpSumTaxCreditAmount and
 *   nonRecoverableTaxAmount are in CHF; balance, amount, amountPerUnit and unitPrice are in the
 *   currency named beside them, and exchangeRate converts one unit of that currency into CHF.
 * - Liabilities and expenses are amounts |x| ≥ 0 (the XSD's positive-decimal): a debt of
 *   CHF 250,000 is `totalTaxValue: 250000`, not -250000.
 * - Dates (xs:date) are ISO calendar dates 'YYYY-MM-DD' (a time zone suffix, which the XSD
 *   allows, is dropped: a statement's dates are Swiss calendar days). `creationDate`
 *   (xs:dateTime) is kept as written, usually without a zone.
 * - Identifiers (account, depot, client numbers, valor numbers) stay strings: they are shown and
 *   matched, never computed with.
 * - Not read: accompanying letters (embedded PDFs), stock mutations, IUP purchase/disposition
 *   details and the cantonal variants of the gross revenues (totalGrossRevenueACanton …), which
 *   only a few cantons use; add them here and in read-statement.ts when a feature needs them.
 */
import type { CantonCode } from '@shared/domain/cantons';

/** xs:date as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** eCH-0196 quotationTypeType: a position counted in pieces, or nominal value quoted in percent. */
export type QuotationType = 'PIECE' | 'PERCENT';
export const QUOTATION_TYPES: readonly QuotationType[] = ['PIECE', 'PERCENT'];

/** eCH-0196 securityCategoryType (the main category; securityType refines it, e.g. 'SHARE.COMMON'). */
export type SecurityCategory = 'BOND' | 'COINBULL' | 'CURRNOTE' | 'DEVT' | 'FUND' | 'LIBOSWAP' | 'OPTION' | 'OTHER' | 'SHARE';
export const SECURITY_CATEGORIES: readonly SecurityCategory[] = ['BOND', 'COINBULL', 'CURRNOTE', 'DEVT', 'FUND', 'LIBOSWAP', 'OPTION', 'OTHER', 'SHARE'];

/** eCH-0010 mrMrsType: '1' Mrs (Frau), '2' Mr (Herr), '3' Miss (Fräulein, historic). */
export type Salutation = '1' | '2' | '3';

/** The four totals every list, account and the statement itself carries (all CHF). */
export type RevenueTotals = {
  /** Steuerwert: the wealth figure for the tax return. */
  totalTaxValue: number;
  /** Gross revenue with Swiss withholding tax (Rubrik A, "mit Verrechnungssteuer"). */
  totalGrossRevenueA: number;
  /** Gross revenue without Swiss withholding tax (Rubrik B). */
  totalGrossRevenueB: number;
  /** Swiss withholding tax (35 %) the taxpayer can reclaim. */
  totalWithHoldingTaxClaim: number;
};

/** taxStatement: the document element. */
export type TaxStatement = RevenueTotals & {
  /** xs:ID, unique per statement: institution id, client, period and a counter. */
  id: string;
  /** xs:dateTime as written, e.g. '2026-03-07T18:48:41.186095'. */
  creationDate: string;
  /** The tax year (xs:gYear). */
  taxPeriod: number;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  /** ISO 3166 alpha-2 of the taxpayer's tax domicile; optional in the XSD. */
  country?: string;
  /** The canton whose rules the institution applied. */
  canton: CantonCode;
  /** The document element's minorVersion (22 for v2.2). */
  minorVersion: number;
  institution: Institution;
  /** At least one (joint accounts list every holder). */
  client: Client[];
  /** The list's own totals; absent when the statement has no listOfBankAccounts. */
  bankAccountsTotals?: RevenueTotals;
  accounts: BankAccount[];
  /** The list's own totals (with lump-sum tax credit and US withholding); absent without listOfSecurities. */
  securitiesTotals?: SecuritiesTotals;
  depots: Depot[];
  liabilities?: ListOfLiabilities;
  expenses?: ListOfExpenses;
};

export type Institution = {
  name: string;
  /** Legal Entity Identifier, 20 characters. */
  lei?: string;
  /** Swiss business id (eCH-0097), formatted 'CHE-123.456.789'. */
  uid?: string;
};

export type Client = {
  /** The customer number at the institution. */
  clientNumber: string;
  /** Taxpayer Identification Number, where the institution gives one. */
  tin?: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
};

/** bankAccount: one account and its interest. */
export type BankAccount = RevenueTotals & {
  /** The institution's account number; optional in the XSD (some give only the IBAN). */
  bankAccountNumber?: string;
  iban?: string;
  /** bankAccountName, e.g. 'Privatkonto'. */
  name: string;
  /** bankAccountCountry: where the account is held (ISO 3166 alpha-2). */
  country: string;
  /** bankAccountCurrency (ISO 4217). */
  currency: string;
  openingDate?: IsoDate;
  closingDate?: IsoDate;
  /** The balance at the end of the period; absent for accounts closed during it. */
  taxValue?: AccountTaxValue;
  payments: BankAccountPayment[];
};

/** taxValue of a bank or liability account. */
export type AccountTaxValue = {
  referenceDate: IsoDate;
  name?: string;
  balanceCurrency: string;
  /** In balanceCurrency. */
  balance?: number;
  exchangeRate?: number;
  /** In CHF. */
  value: number;
};

/** payment on a bank account: interest credited. */
export type BankAccountPayment = {
  paymentDate: IsoDate;
  name?: string;
  amountCurrency: string;
  amount?: number;
  exchangeRate?: number;
  grossRevenueA: number;
  grossRevenueB: number;
  withHoldingTaxClaim: number;
};

/** listOfSecurities totals: the revenue totals plus the foreign-tax figures of form DA-1. */
export type SecuritiesTotals = RevenueTotals & {
  /** Pauschale Steueranrechnung (DA-1). */
  totalLumpSumTaxCredit: number;
  totalNonRecoverableTax: number;
  /** Zusätzlicher Steuerrückbehalt USA. */
  totalAdditionalWithHoldingTaxUSA: number;
  totalGrossRevenueIUP: number;
  totalGrossRevenueConversion: number;
};

/** depot: one securities account. The XSD gives a depot no totals of its own. */
export type Depot = {
  depotNumber: string;
  securities: Security[];
};

/**
 * security: one position in a depot. The XSD gives a security no totals: its tax value is
 * `taxValue.value` and its revenues are the sums over `payments`.
 */
export type Security = {
  /** Splits one security into positions (e.g. blocked shares); a positive integer. */
  positionId: number;
  /** Valorennummer, an integer 100 … 999999999999, kept as its digits. */
  valorNumber?: string;
  isin?: string;
  /** securityName. */
  name: string;
  /** Domicile of the issuer (ISO 3166 alpha-2). */
  country: string;
  currency: string;
  quotationType: QuotationType;
  securityCategory: SecurityCategory;
  /** e.g. 'SHARE.COMMON', 'FUND.DISTRIBUTION'. */
  securityType?: string;
  nominalValue?: number;
  /** The position at the end of the period; absent for positions sold during it. */
  taxValue?: SecurityTaxValue;
  payments: SecurityPayment[];
};

export type SecurityTaxValue = {
  referenceDate: IsoDate;
  name?: string;
  quotationType: QuotationType;
  /** Pieces, or the nominal amount for PERCENT quotations. */
  quantity: number;
  balanceCurrency: string;
  /** Price per piece, or percent, in balanceCurrency. */
  unitPrice?: number;
  balance?: number;
  exchangeRate?: number;
  /** In CHF; absent when the value is not (yet) known, see `undefined`. */
  value?: number;
  /** Blocked shares (e.g. employee shares) may carry a reduced value. */
  blocked?: boolean;
  /** The institution could not determine a tax value. */
  undefined?: boolean;
  /** The value comes from the ESTV price list (Kursliste). */
  kursliste?: boolean;
};

/** payment on a security: a dividend, distribution or coupon. */
export type SecurityPayment = {
  paymentDate: IsoDate;
  exDate?: IsoDate;
  name?: string;
  quotationType: QuotationType;
  quantity: number;
  amountCurrency: string;
  amountPerUnit?: number;
  amount?: number;
  exchangeRate?: number;
  grossRevenueA?: number;
  grossRevenueB?: number;
  withHoldingTaxClaim?: number;
  /** The payment qualifies for the lump-sum tax credit (DA-1) / US additional withholding. */
  lumpSumTaxCredit?: boolean;
  lumpSumTaxCreditPercent?: number;
  lumpSumTaxCreditAmount?: number;
  nonRecoverableTaxPercent?: number;
  nonRecoverableTaxAmount?: number;
  additionalWithHoldingTaxUSA?: number;
  undefined?: boolean;
  kursliste?: boolean;
  /** The price list's footnote sign, e.g. '(Q)'. */
  sign?: string;
};

/** listOfLiabilities: debts (mortgages, loans, negative balances) and their interest. */
export type ListOfLiabilities = {
  /** Total debt in CHF (≥ 0). */
  totalTaxValue: number;
  /** Total debt interest in CHF (≥ 0). */
  totalGrossRevenueB: number;
  accounts: LiabilityAccount[];
};

export type LiabilityAccount = {
  bankAccountNumber?: string;
  iban?: string;
  name: string;
  country: string;
  currency: string;
  openingDate?: IsoDate;
  closingDate?: IsoDate;
  totalTaxValue: number;
  totalGrossRevenueB: number;
  taxValue?: AccountTaxValue;
  payments: LiabilityPayment[];
};

/** payment on a liability: debt interest paid (≥ 0). */
export type LiabilityPayment = {
  paymentDate: IsoDate;
  name?: string;
  amountCurrency: string;
  amount?: number;
  exchangeRate?: number;
  grossRevenueB: number;
};

/** listOfExpenses: bank and asset-management fees. */
export type ListOfExpenses = {
  totalExpenses: number;
  /** Deductible for the federal tax. */
  totalExpensesDeductible?: number;
  /** Deductible for the cantonal tax, where it differs. */
  totalExpensesDeductibleCanton?: number;
  expenses: Expense[];
};

export type Expense = {
  referenceDate?: IsoDate;
  name: string;
  iban?: string;
  bankAccountNumber?: string;
  depotNumber?: string;
  amountCurrency: string;
  amount?: number;
  exchangeRate?: number;
  /** In CHF. */
  expenses: number;
  expensesDeductible?: number;
  expensesDeductibleCanton?: number;
  /** expenseTypeType: '1' stamp duties … '44', '99' other (see the XSD's list). */
  expenseType: string;
};
