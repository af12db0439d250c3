import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateSkewDegrees, readPageBarcodes, rotateImage } from './read-barcodes';
import { openPdfPages } from './render-pdf-pages';
import type { RgbaImage } from './zxing-reader';

const samplePdf = new Uint8Array(readFileSync(new URL('../ech0196/fixtures/opensteuerauszug-sample_output.pdf', import.meta.url)));
const SLOW = 60_000;

let barcodePage: RgbaImage;
beforeAll(async () => {
  for await (const page of openPdfPages(samplePdf)) {
    if (page.pageNumber === 8) {
      barcodePage = await page.render();
      break;
    }
  }
});

describe('reading the barcodes of a page', () => {
  it('finds the three PDF417 segments of one sequence and the CODE128C page code', async () => {
    const found = await readPageBarcodes(barcodePage, { straighten: false });
    expect(found.segments.map((s) => s.sequenceIndex).sort()).toEqual([0, 1, 2]);
    expect(new Set(found.segments.map((s) => `${s.sequenceId}/${s.sequenceSize}`))).toEqual(new Set(['197226194164/3']));
    // Form 196, version 22, clearing number 19334, page 008, barcode sheet, landscape, position 2.
    expect(found.pageCodes).toEqual(['1962219334008102']);
  }, SLOW);

  it('does not read a PDF417 tilted by 5° without straightening, and does with it', async () => {
    const tilted = rotateImage(barcodePage, 5);
    expect((await readPageBarcodes(tilted, { straighten: false })).segments).toHaveLength(0);
    expect((await readPageBarcodes(tilted, { straighten: true })).segments.map((s) => s.sequenceIndex).sort()).toEqual([0, 1, 2]);
  }, SLOW);
});

describe('estimating the skew of a page', () => {
  it.each([0, 1.5, -3, 5, -8])('measures a page turned by %d° to within 0.3°', (degrees) => {
    const turned = degrees === 0 ? barcodePage : rotateImage(barcodePage, degrees);
    expect(Math.abs(estimateSkewDegrees(turned) - degrees)).toBeLessThanOrEqual(0.3);
  }, SLOW);

  it('calls a blank page straight', () => {
    expect(estimateSkewDegrees({ data: new Uint8ClampedArray(200 * 100 * 4).fill(255), width: 200, height: 100 })).toBe(0);
  });
});
