import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPdfPages, pdfImageToRgba } from './render-pdf-pages';

const samplePdf = new Uint8Array(readFileSync(new URL('../ech0196/fixtures/opensteuerauszug-sample_output.pdf', import.meta.url)));

describe('opening the pages of a PDF', () => {
  it('gives the pages last first, so the barcode sheets at the end come first', async () => {
    const numbers: number[] = [];
    for await (const page of openPdfPages(samplePdf)) numbers.push(page.pageNumber);
    expect(numbers).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('gives the barcode images embedded in a page as stored, once each', async () => {
    const sizes: Record<number, string[]> = {};
    for await (const page of openPdfPages(samplePdf, { lastPageFirst: false })) {
      sizes[page.pageNumber] = [];
      for await (const image of page.embeddedImages()) sizes[page.pageNumber]!.push(`${image.width}x${image.height}`);
    }
    expect(sizes[8]).toEqual(['70x290', '70x290', '70x290']);
    expect(sizes[1]).toEqual([]);
  });

  it('renders a landscape A4 page at 300 dpi on white', async () => {
    for await (const page of openPdfPages(samplePdf)) {
      const image = await page.render();
      expect([image.width, image.height]).toEqual([3508, 2481]);
      expect(image.data.length).toBe(image.width * image.height * 4);
      // The top-left corner is paper: white and opaque, never transparent (zxing would see black).
      expect([...image.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
      break;
    }
  });
});

describe('turning a decoded PDF image into RGBA pixels', () => {
  it('expands 1-bit rows padded to whole bytes, a set bit being white', () => {
    // 17 × 16 pixels: each row takes 3 bytes; the first pixel of each row is black, the rest white.
    const data = new Uint8Array(3 * 16).fill(0xff);
    for (let row = 0; row < 16; row++) data[row * 3] = 0x7f;
    const image = pdfImageToRgba({ width: 17, height: 16, kind: 1, data })!;
    expect([...image.data.subarray(0, 8)]).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
    expect([...image.data.subarray(17 * 4, 17 * 4 + 4)]).toEqual([0, 0, 0, 255]);
    expect([...image.data.subarray(16 * 4, 17 * 4)]).toEqual([255, 255, 255, 255]);
  });

  it('expands RGB to opaque RGBA and skips tiny images', () => {
    const data = new Uint8Array(16 * 16 * 3).map((_, i) => i % 251);
    const image = pdfImageToRgba({ width: 16, height: 16, kind: 2, data })!;
    expect([...image.data.subarray(4, 8)]).toEqual([3, 4, 5, 255]);
    expect(pdfImageToRgba({ width: 8, height: 8, kind: 2, data })).toBeNull();
  });
});
