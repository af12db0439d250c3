import { z } from 'zod';
import type { SalaryCertificateAmountBox, SalaryCertificateResult } from '@shared/contract/document-recognition';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';
import { chfToRappen } from './recognition-form';

/**
 * The boxes of a salary certificate the taxpayer checks and may correct before confirming (form
 * 11's numbers 1, 2, 7, 8, 9, 10.1, 10.2, 11, 12 and 13; box 15, the remarks, is shown as read).
 * Boxes 3–6 are rare and stay as read; the expert sees them.
 */
export const CERTIFICATE_REVIEW_BOXES = [
  'salary',
  'fringeBenefits',
  'otherBenefits',
  'gross',
  'socialContributions',
  'pensionOrdinary',
  'pensionBuyIn',
  'net',
  'withholdingTax',
  'expenses',
] as const satisfies readonly SalaryCertificateAmountBox[];
export type CertificateReviewBox = (typeof CERTIFICATE_REVIEW_BOXES)[number];

/** The form holds each box as typed ('109’520'); an empty box is ''. */
export type CertificateFormValues = Record<CertificateReviewBox, string>;
/** Rappen, or null for a box left empty. */
export type CertificateRappen = Record<CertificateReviewBox, number | null>;

export function certificateFormValues(result: SalaryCertificateResult): CertificateFormValues {
  return Object.fromEntries(
    CERTIFICATE_REVIEW_BOXES.map((key) => {
      const chf = result.boxes[key];
      return [key, chf === null ? '' : formatRappenForInput(chfToRappen(chf))];
    }),
  ) as CertificateFormValues;
}

/** A box may be empty (the form leaves it blank); text that is no amount, or a negative one, is `amountInvalid`. */
const optionalChfText = z.string().transform((text, ctx) => {
  if (text.trim() === '') return null;
  const rappen = parseChfToRappen(text);
  if (rappen === null || Number.isNaN(rappen) || rappen < 0) {
    ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
    return z.NEVER;
  }
  return rappen;
});

export const certificateFormSchema = z.object(Object.fromEntries(CERTIFICATE_REVIEW_BOXES.map((key) => [key, optionalChfText])) as Record<CertificateReviewBox, typeof optionalChfText>);

/**
 * The certificate to confirm: a box left as shown keeps the value as read, so only a real
 * correction counts as 'changed by the taxpayer'.
 */
export function confirmedCertificate(result: SalaryCertificateResult, boxes: CertificateRappen): SalaryCertificateResult {
  const confirmed = { ...result.boxes };
  for (const key of CERTIFICATE_REVIEW_BOXES) {
    const read = result.boxes[key];
    const typed = boxes[key];
    if (typed !== (read === null ? null : chfToRappen(read))) confirmed[key] = typed === null ? null : typed / 100;
  }
  return { ...result, boxes: confirmed };
}
