import type { RecognitionFailureCode, SalaryCertificateResult } from '@shared/contract/document-recognition';
import { readSalaryCertificate } from './salary-certificate/read-salary-certificate';
import type { NotACertificateReason, SalaryCertificate } from './salary-certificate/salary-certificate';

/**
 * A salary certificate's reading, as DocumentReading (read-document.ts) is a statement's: the
 * figures, or the code of a reason (contract RECOGNITION_FAILURES) that never quotes the document.
 */
export type CertificateReading = { ok: true; result: SalaryCertificateResult } | { ok: false; failureCode: RecognitionFailureCode };

const CERTIFICATE_FAILURES: Record<NotACertificateReason, RecognitionFailureCode> = {
  'no-certificate-content': 'no-certificate',
  'unreadable-file': 'file-unopenable',
  'unsupported-type': 'no-certificate-in-file-type',
};

/** A salary certificate in a PDF or a photo (salary-certificate/), or why there is none. */
export async function readCertificateDocument(bytes: Uint8Array, mimeType: string): Promise<CertificateReading> {
  const reading = await readSalaryCertificate(bytes, mimeType);
  if (reading.kind === 'not-a-salary-certificate') return { ok: false, failureCode: CERTIFICATE_FAILURES[reading.reason] };
  return { ok: true, result: toSalaryCertificateResult(reading.certificate) };
}

/** The reader's certificate in the contract's shape: every box present, an empty one null. */
export function toSalaryCertificateResult(certificate: SalaryCertificate): SalaryCertificateResult {
  const { boxes } = certificate;
  const amount = (value: number | undefined) => value ?? null;
  return {
    boxes: {
      salary: amount(boxes.salary),
      fringeBenefits: amount(boxes.fringeBenefits),
      irregularBenefits: amount(boxes.irregularBenefits),
      capitalBenefits: amount(boxes.capitalBenefits),
      participationRights: amount(boxes.participationRights),
      boardFees: amount(boxes.boardFees),
      otherBenefits: amount(boxes.otherBenefits),
      gross: amount(boxes.gross),
      socialContributions: amount(boxes.socialContributions),
      pensionOrdinary: amount(boxes.pensionOrdinary),
      pensionBuyIn: amount(boxes.pensionBuyIn),
      net: amount(boxes.net),
      withholdingTax: amount(boxes.withholdingTax),
      expenses: amount(boxes.expenses?.total),
      expenseDetails: { ...boxes.expenses?.details },
      remarks: boxes.remarks ?? null,
    },
    employer: { name: certificate.employer.name ?? null, address: certificate.employer.address ?? null },
    employee: { name: certificate.employee.name ?? null, ahvNumber: certificate.employee.ahvNumber ?? null },
    period: { from: certificate.period.from ?? null, to: certificate.period.to ?? null },
    fieldConfidence: { ...certificate.fieldConfidence },
    plausible: certificate.plausible,
    source: certificate.source,
  };
}
