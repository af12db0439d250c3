import { describe, expect, it } from 'vitest';
import { ageCreditPercent, estimatePensionContributions, estimateSocialContributions, pensionLimits } from './social-insurance';

describe('social contributions estimated from the gross salary', () => {
  it('AHV/IV/EO 5.3 % of the whole salary and ALV 1.1 % of it', () => {
    expect(estimateSocialContributions(100_000)).toBe(5_300 + 1_100);
  });

  it('stops ALV at the insured maximum of 148,200', () => {
    expect(estimateSocialContributions(200_000)).toBe(10_600 + 1_630); // 1.1 % of 148,200 = 1,630.20
  });

  it('is nothing for nothing earned', () => {
    expect(estimateSocialContributions(0)).toBe(0);
    expect(estimateSocialContributions(-5)).toBe(0);
  });
});

describe('BVG minimum contributions (the employee half of the age credit)', () => {
  it('takes the age credit of the band: 7, 10, 15, 18 %; nothing before 25 or after 65', () => {
    expect([24, 25, 34, 35, 44, 45, 54, 55, 65, 66].map(ageCreditPercent)).toEqual([0, 7, 7, 10, 10, 15, 15, 18, 18, 0]);
  });

  it('works on the coordinated salary, capped at the maximum insured salary (2024)', () => {
    // min(120,000, 88,200) − 25,725 = 62,475; 10 % / 2 = 3,123.75
    expect(estimatePensionContributions(2024, 120_000, 40)).toBe(3_124);
    // 60,000 − 25,725 = 34,275; 15 % / 2
    expect(estimatePensionContributions(2024, 60_000, 50)).toBe(Math.round((34_275 * 0.15) / 2));
  });

  it('uses the 2025 limits for 2025 and 2026', () => {
    expect(pensionLimits(2025)).toEqual(pensionLimits(2026));
    // min(100,000, 90,720) − 26,460 = 64,260 at 18 % / 2
    expect(estimatePensionContributions(2026, 100_000, 60)).toBe(Math.round((64_260 * 0.18) / 2));
  });

  it('takes at least the minimum coordinated salary above the entry threshold, nothing below it', () => {
    // 2025: 23,000 − 26,460 < 3,780, so 3,780 at 7 % / 2
    expect(estimatePensionContributions(2025, 23_000, 30)).toBe(Math.round((3_780 * 0.07) / 2));
    expect(estimatePensionContributions(2025, 22_000, 30)).toBe(0);
  });

  it('takes the 35–44 band when the age is unknown', () => {
    expect(estimatePensionContributions(2024, 120_000, undefined)).toBe(estimatePensionContributions(2024, 120_000, 40));
  });

  it('falls back to the nearest year with known limits', () => {
    expect(pensionLimits(2030)).toEqual(pensionLimits(2026));
    expect(pensionLimits(2020)).toEqual(pensionLimits(2024));
  });
});
