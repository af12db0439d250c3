import { describe, expect, it } from 'vitest';
import { checkPlausibility } from './check-plausibility';
import { FIXTURE_CERTIFICATE } from './fixtures/certificate-figures';
import type { SalaryCertificateBoxes } from './salary-certificate';

const boxes: SalaryCertificateBoxes = { ...FIXTURE_CERTIFICATE.boxes };

describe('checkPlausibility', () => {
  it('trusts every box when 8 − 9 − 10.1 − 10.2 = 11 and 1 + 2 + … + 7 = 8', () => {
    const { plausible, fieldConfidence } = checkPlausibility(boxes, 'text-layer');
    expect(plausible).toBe(true);
    expect(Object.values(fieldConfidence).every((confidence) => confidence === 'high')).toBe(true);
  });

  it('marks 8, 9, 10.1, 10.2 and 11 low when the net does not follow from the gross', () => {
    const { plausible, fieldConfidence } = checkPlausibility({ ...boxes, net: boxes.net! + 900 }, 'barcode');
    expect(plausible).toBe(false);
    for (const key of ['gross', 'socialContributions', 'pensionOrdinary', 'pensionBuyIn', 'net'] as const) expect(fieldConfidence[key]).toBe('low');
    expect(fieldConfidence.withholdingTax).toBeUndefined();
    expect(fieldConfidence.expenses).toBe('high');
  });

  it('marks boxes 1–8 low when they do not add up to the gross', () => {
    const { plausible, fieldConfidence } = checkPlausibility({ ...boxes, salary: 69000 }, 'text-layer');
    expect(plausible).toBe(false);
    expect(fieldConfidence).toMatchObject({ salary: 'low', fringeBenefits: 'low', irregularBenefits: 'low', otherBenefits: 'low', gross: 'low' });
    expect(fieldConfidence.net).toBe('high');
  });

  it('accepts a difference of one franc from rounding, not more', () => {
    expect(checkPlausibility({ ...boxes, net: boxes.net! + 1 }, 'ocr').plausible).toBe(true);
    expect(checkPlausibility({ ...boxes, net: boxes.net! + 2 }, 'ocr').plausible).toBe(false);
  });

  it('cannot confirm anything without the gross, and leaves unchecked OCR figures low', () => {
    const { gross: _gross, ...withoutGross } = boxes;
    const { plausible, fieldConfidence } = checkPlausibility(withoutGross, 'ocr');
    expect(plausible).toBe(false);
    expect(fieldConfidence.net).toBe('low');
    expect(fieldConfidence.expenses).toBe('low');
  });
});
