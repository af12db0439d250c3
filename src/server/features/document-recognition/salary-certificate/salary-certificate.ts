/**
 * What a salary certificate (Lohnausweis / certificat de salaire / certificato di salario,
 * form 11) says, as read from an upload. Amounts are CHF; boxes the form leaves empty are absent.
 */
export type Confidence = 'high' | 'low';

export type SalaryCertificateSource = 'barcode' | 'text-layer' | 'ocr';

/** Box 13: expense allowances, each sub-box as printed (13.1.1 travel, 13.2.2 car, …) and their sum. */
export type ExpenseAllowances = {
  total: number;
  /** Keyed by the sub-box number, e.g. '13.1.1'. */
  details: Partial<Record<ExpenseBox, number>>;
};

export const EXPENSE_BOXES = ['13.1.1', '13.1.2', '13.2.1', '13.2.2', '13.2.3', '13.3'] as const;
export type ExpenseBox = (typeof EXPENSE_BOXES)[number];

export type SalaryCertificateBoxes = {
  /** 1: salary not listed under 2–7. */
  salary?: number;
  /** 2: fringe benefits (2.1 board and lodging, 2.2 private use of a company car, 2.3 other), summed. */
  fringeBenefits?: number;
  /** 3: irregular benefits (bonus). Read because box 8 is the sum of 1–7. */
  irregularBenefits?: number;
  /** 4: capital benefits. */
  capitalBenefits?: number;
  /** 5: participation rights. */
  participationRights?: number;
  /** 6: board of directors' fees. */
  boardFees?: number;
  /** 7: other benefits. */
  otherBenefits?: number;
  /** 8: gross salary total. */
  gross?: number;
  /** 9: AHV/IV/EO/ALV/NBUV contributions. */
  socialContributions?: number;
  /** 10.1: ordinary occupational pension (2nd pillar) contributions. */
  pensionOrdinary?: number;
  /** 10.2: pension fund buy-in contributions. */
  pensionBuyIn?: number;
  /** 11: net salary. */
  net?: number;
  /** 12: withholding tax deducted at source. */
  withholdingTax?: number;
  /** 13: expense allowances. */
  expenses?: ExpenseAllowances;
  /** 15: remarks, as text. */
  remarks?: string;
};

export type BoxKey = keyof SalaryCertificateBoxes;

export type SalaryCertificate = {
  /** Absent parts were not found (a photo may cut off the employer's stamp, for instance). */
  employer: { name?: string; address?: string };
  /** The AHV number only when it passes the check digit; a misread number is left out. */
  employee: { name?: string; ahvNumber?: string };
  /** ISO dates (YYYY-MM-DD). */
  period: { from?: string; to?: string };
  boxes: SalaryCertificateBoxes;
  source: SalaryCertificateSource;
  /** One entry per box that was read. */
  fieldConfidence: Partial<Record<BoxKey, Confidence>>;
  /** Whether 8 − 9 − 10.1 − 10.2 = 11 and 1 + 2 + … + 7 = 8 hold (±1 CHF). */
  plausible: boolean;
};

export type SalaryCertificateReading =
  | { kind: 'salary-certificate'; certificate: SalaryCertificate }
  | { kind: 'not-a-salary-certificate'; reason: NotACertificateReason };

export type NotACertificateReason =
  /** A file type the reader does not take. */
  | 'unsupported-type'
  /** Read fine, but it carries none of the form's boxes. */
  | 'no-certificate-content'
  /** The PDF or image could not be opened. */
  | 'unreadable-file';
