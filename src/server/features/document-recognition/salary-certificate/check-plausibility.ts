import type { BoxKey, Confidence, SalaryCertificateBoxes, SalaryCertificateSource } from './salary-certificate';

/** Employers round each box to whole francs, so a sum may be off by one franc. */
const TOLERANCE_CHF = 1;

/** Boxes 1–7, which add up to box 8. */
const GROSS_PARTS = ['salary', 'fringeBenefits', 'irregularBenefits', 'capitalBenefits', 'participationRights', 'boardFees', 'otherBenefits'] as const satisfies readonly BoxKey[];
/** Boxes 9, 10.1 and 10.2, which box 8 minus gives box 11. */
const DEDUCTIONS = ['socialContributions', 'pensionOrdinary', 'pensionBuyIn'] as const satisfies readonly BoxKey[];

export type Plausibility = { plausible: boolean; fieldConfidence: Partial<Record<BoxKey, Confidence>> };

function sum(boxes: SalaryCertificateBoxes, keys: readonly (typeof GROSS_PARTS)[number][] | readonly (typeof DEDUCTIONS)[number][]): number {
  return keys.reduce((total, key) => total + (boxes[key] ?? 0), 0);
}

function present(boxes: SalaryCertificateBoxes): BoxKey[] {
  return (Object.keys(boxes) as BoxKey[]).filter((key) => boxes[key] !== undefined);
}

/**
 * The form's own arithmetic decides how far the figures can be trusted: 8 − 9 − 10.1 − 10.2 = 11
 * and 1 + 2 + … + 7 = 8 (empty boxes count as 0). Boxes taking part in a sum that fails, or in a
 * sum that cannot be formed because 8 or 11 is missing, are 'low'. The other boxes are 'high'
 * when they come from the barcode or the text layer; OCR figures no sum confirms stay 'low',
 * since a misread digit there would go unnoticed.
 */
export function checkPlausibility(boxes: SalaryCertificateBoxes, source: SalaryCertificateSource): Plausibility {
  const doubtful = new Set<BoxKey>();
  const confirmed = new Set<BoxKey>();
  const involvedIn = (keys: readonly BoxKey[]) => keys.filter((key) => boxes[key] !== undefined);

  const netParts: BoxKey[] = ['gross', ...DEDUCTIONS, 'net'];
  const netHolds = boxes.gross !== undefined && boxes.net !== undefined && Math.abs(boxes.gross - sum(boxes, DEDUCTIONS) - boxes.net) <= TOLERANCE_CHF;
  for (const key of involvedIn(netParts)) (netHolds ? confirmed : doubtful).add(key);

  const grossParts: BoxKey[] = [...GROSS_PARTS, 'gross'];
  const grossHolds = boxes.gross !== undefined && involvedIn(GROSS_PARTS).length > 0 && Math.abs(sum(boxes, GROSS_PARTS) - boxes.gross) <= TOLERANCE_CHF;
  for (const key of involvedIn(grossParts)) (grossHolds ? confirmed : doubtful).add(key);

  const fieldConfidence: Partial<Record<BoxKey, Confidence>> = {};
  for (const key of present(boxes)) {
    if (doubtful.has(key)) fieldConfidence[key] = 'low';
    else if (confirmed.has(key) || source !== 'ocr') fieldConfidence[key] = 'high';
    else fieldConfidence[key] = 'low';
  }
  return { plausible: netHolds && grossHolds, fieldConfidence };
}
