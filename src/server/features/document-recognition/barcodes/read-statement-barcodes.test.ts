import { readFileSync } from 'node:fs';
import { createCanvas, ImageData as CanvasImageData } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { BarcodeReadError } from './barcode-read-error';
import { decodeImageFile } from './decode-image-file';
import { readStatementBarcodes, readStatementBarcodesFromImage } from './read-statement-barcodes';
import { openPdfPages } from './render-pdf-pages';
import type { RgbaImage } from './zxing-reader';

const fixture = (name: string) => readFileSync(new URL(`../ech0196/fixtures/${name}`, import.meta.url));
const samplePdf = new Uint8Array(fixture('opensteuerauszug-sample_output.pdf'));
const sampleXml = fixture('opensteuerauszug-sample_output.xml').toString('utf8');
// Straightening re-reads a page of 3,500 × 2,500 pixels; on a busy 2-core machine that takes seconds.
const SLOW = 60_000;

/** Page `pageNumber` of the sample as a 300 dpi scanner would see it. */
async function renderedSamplePage(pageNumber: number): Promise<RgbaImage> {
  for await (const page of openPdfPages(samplePdf)) {
    if (page.pageNumber === pageNumber) return page.render();
  }
  throw new Error(`the sample has no page ${pageNumber}`);
}

/** A photo of the image held `degrees` askew (clockwise), as a phone saves it: a JPEG. */
async function photographed(image: RgbaImage, degrees: number): Promise<Uint8Array> {
  const flat = createCanvas(image.width, image.height);
  flat.getContext('2d').putImageData(new CanvasImageData(image.data, image.width, image.height), 0, 0);
  const photo = createCanvas(image.width, image.height);
  const context = photo.getContext('2d');
  context.fillStyle = '#f4f1ea';
  context.fillRect(0, 0, image.width, image.height);
  context.translate(image.width / 2, image.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.scale(0.92, 0.92);
  context.drawImage(flat, -image.width / 2, -image.height / 2);
  return new Uint8Array(await photo.encode('jpeg', 85));
}

async function failureOf(run: () => Promise<unknown>): Promise<BarcodeReadError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BarcodeReadError) return error;
    throw error;
  }
  throw new Error('expected a BarcodeReadError, but the read succeeded');
}

/** A PDF holding one JPEG per page, as a scanner makes of a printout. */
async function scannedPdf(jpegs: Uint8Array[]): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: [842, 595], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  for (const jpeg of jpegs) {
    document.addPage();
    document.image(Buffer.from(jpeg), 0, 0, { fit: [842, 595] });
  }
  document.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The sample's barcode page redrawn with its symbols as vector rectangles, in the order given,
 * as some producers draw them: no image to take, only the rendered page shows them.
 */
async function vectorBarcodePdf(symbolOrder: number[]): Promise<Uint8Array> {
  const symbols: RgbaImage[] = [];
  for await (const page of openPdfPages(samplePdf)) {
    for await (const image of page.embeddedImages()) symbols.push(image);
    break;
  }
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: [842, 595], margin: 0 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  symbolOrder.forEach((symbolIndex, slot) => {
    const symbol = symbols[symbolIndex]!;
    // The sample places each 70 × 290 pixel image on 79 × 345 pt.
    const [left, top, pixelWidth, pixelHeight] = [120 + slot * 200, 120, 79 / symbol.width, 345 / symbol.height];
    for (let y = 0; y < symbol.height; y++) {
      for (let x = 0; x < symbol.width; x++) {
        if (symbol.data[(y * symbol.width + x) * 4]! < 128) document.rect(left + x * pixelWidth, top + y * pixelHeight, pixelWidth, pixelHeight);
      }
    }
  });
  document.fill('#000000');
  document.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('reading the XML of an e-tax statement from its PDF', () => {
  it('gives exactly the XML the sample statement carries', async () => {
    await expect(readStatementBarcodes(samplePdf)).resolves.toBe(sampleXml);
  });

  it('leaves the caller its bytes', async () => {
    const bytes = new Uint8Array(samplePdf);
    await readStatementBarcodes(bytes);
    expect(bytes.byteLength).toBe(samplePdf.byteLength);
  });

  it(
    'reads a scan of the printout, its barcode page a little askew',
    async () => {
      const barcodePage = await renderedSamplePage(8);
      const textPage = await renderedSamplePage(1);
      const pdf = await scannedPdf([await photographed(textPage, -1), await photographed(barcodePage, 3)]);
      await expect(readStatementBarcodes(pdf)).resolves.toBe(sampleXml);
    },
    SLOW,
  );

  it('reads barcodes drawn as vector graphics, in any order on the page, from the rendered page', async () => {
    await expect(readStatementBarcodes(await vectorBarcodePdf([2, 0, 1]))).resolves.toBe(sampleXml);
  }, SLOW);

  it('names the segment missing from a PDF whose barcode sheet lacks a symbol', async () => {
    const error = await failureOf(async () => readStatementBarcodes(await vectorBarcodePdf([0, 2])));
    expect(error.code).toBe('missing-segment');
    expect(error.message).toMatch(/segment 2 of 3 is missing/);
  }, SLOW);

  it('says no-barcodes for a PDF without barcodes', async () => {
    const textPageOnly = await scannedPdf([await photographed(await renderedSamplePage(2), 0)]);
    expect((await failureOf(() => readStatementBarcodes(textPageOnly))).code).toBe('no-barcodes');
  }, SLOW);
});

describe('reading the XML from a photo of the barcode page', () => {
  let barcodePage: RgbaImage;
  beforeAll(async () => {
    barcodePage = await renderedSamplePage(8);
  });

  it('reads the page as rendered', async () => {
    await expect(readStatementBarcodesFromImage(barcodePage)).resolves.toBe(sampleXml);
  }, SLOW);

  it.each([5, -5])(
    'reads a photo tilted by %i°',
    async (degrees) => {
      const photo = await decodeImageFile(await photographed(barcodePage, degrees));
      await expect(readStatementBarcodesFromImage(photo)).resolves.toBe(sampleXml);
    },
    SLOW,
  );

  it('names the segment a photo missed when a symbol is covered', async () => {
    const covered = createCanvas(barcodePage.width, barcodePage.height);
    const context = covered.getContext('2d');
    context.putImageData(new CanvasImageData(barcodePage.data, barcodePage.width, barcodePage.height), 0, 0);
    // The three symbols stand side by side in the page's right half; a hand covers the last one.
    context.fillStyle = '#ffffff';
    context.fillRect(Math.round(barcodePage.width * 0.8), 0, barcodePage.width, barcodePage.height);
    const pixels = context.getImageData(0, 0, barcodePage.width, barcodePage.height);
    const error = await failureOf(() => readStatementBarcodesFromImage({ data: pixels.data, width: pixels.width, height: pixels.height }));
    expect(error.code).toBe('missing-segment');
    expect(error.message).toMatch(/segment \d of 3 is missing/);
  }, SLOW);

  it('says no-barcodes for a photo of a page without barcodes', async () => {
    const photo = await decodeImageFile(await photographed(await renderedSamplePage(2), 4));
    expect((await failureOf(() => readStatementBarcodesFromImage(photo))).code).toBe('no-barcodes');
  }, SLOW);

  it('says no-barcodes for a blank image', async () => {
    const blank = { data: new Uint8ClampedArray(400 * 300 * 4).fill(255), width: 400, height: 300 };
    expect((await failureOf(() => readStatementBarcodesFromImage(blank))).code).toBe('no-barcodes');
  });
});
