import { isValidAhv } from '@shared/domain/ahv';
import { decodeImageFileWithin } from '../barcodes/decode-image-file';
import { estimateSkewDegrees, rotateImage } from '../barcodes/read-barcodes';
import { loadPdfJs, openPdfPages, RENDER_DPI } from '../barcodes/render-pdf-pages';
import { readBarcodesOffline, type RgbaImage } from '../barcodes/zxing-reader';
import { checkPlausibility } from './check-plausibility';
import { matchFormLines, type FormReading } from './match-form-lines';
import { readFormByOcr } from './ocr-form';
import { ocrPng } from './ocr-lines';
import type { SalaryCertificate, SalaryCertificateReading, SalaryCertificateSource } from './salary-certificate';
import { assembleArchive, parseCertificateXml, parseSegment, SwissdecPayloadError, type PayloadSegment, type SwissdecCertificate, unzipXml } from './swissdec-payload';

/** Below this the photo counts as straight: turning it would only blur the text. */
const MIN_SKEW_CORRECTION_DEGREES = 0.3;
/** Text items whose baselines differ by less than this (PDF points) are on one line. */
const SAME_LINE_POINTS = 3;
/**
 * A page shows a certificate when it names itself one and carries at least this many of the
 * form's amounts, or carries twice as many without the title (a photo may miss the heading).
 */
const MIN_LABELS_WITH_TITLE = 2;
const MIN_LABELS_WITHOUT_TITLE = 4;
/** A certificate is one page; a long scan that is none must not keep OCR busy for minutes. */
const MAX_OCR_PAGES = 3;
/** A page with this much text has a real text layer: OCR would only read the same words again. */
const MIN_TEXT_LAYER_CHARACTERS = 40;

/**
 * A photo is first read from a copy whose longer side has at most this many pixels (an A4 page
 * at about 220 dpi): enough for the Swissdec barcode and for OCR (ocr-lines.ts scales pages to
 * 1,800 pixels wide anyway), and a fraction of a 12-megapixel photo's memory and decoding time.
 */
const PHOTO_WORKING_SIDE = 2600;

const NOT_A_CERTIFICATE: SalaryCertificateReading = { kind: 'not-a-salary-certificate', reason: 'no-certificate-content' };

function looksLikeCertificate(reading: FormReading): boolean {
  return reading.labelsWithAmount >= (reading.hasTitle ? MIN_LABELS_WITH_TITLE : MIN_LABELS_WITHOUT_TITLE) && (reading.boxes.gross !== undefined || reading.boxes.net !== undefined);
}

function toCertificate(read: SwissdecCertificate, source: SalaryCertificateSource): SalaryCertificate {
  const { plausible, fieldConfidence } = checkPlausibility(read.boxes, source);
  const ahvNumber = read.employee.ahvNumber?.trim();
  return {
    employer: { name: read.employer.name, address: read.employer.address },
    // A number failing its check digit is a misreading: better none than a wrong one.
    employee: { name: read.employee.name, ahvNumber: ahvNumber && isValidAhv(ahvNumber) ? ahvNumber : undefined },
    period: read.period,
    boxes: read.boxes,
    source,
    fieldConfidence,
    plausible,
  };
}

function fromForm(reading: FormReading, source: SalaryCertificateSource): SalaryCertificate {
  return toCertificate({ employer: reading.employer, employee: { ahvNumber: reading.ahvNumber }, period: reading.period, boxes: reading.boxes }, source);
}

/**
 * What the PDF417 symbols of some images carry: the certificate, or null when they carry none (or
 * only part of one); and whether any symbol was seen at all, even one that could not be decoded.
 */
async function barcodesOf(images: readonly RgbaImage[]): Promise<{ certificate: SalaryCertificate | null; symbolSeen: boolean }> {
  const segments: PayloadSegment[] = [];
  let symbolSeen = false;
  for (const image of images) {
    // returnErrors: a symbol found but not decoded (too few pixels per module) is reported too.
    for (const symbol of await readBarcodesOffline(image, { formats: ['PDF417'], tryHarder: true, maxNumberOfSymbols: 8, returnErrors: true })) {
      symbolSeen = true;
      const segment = symbol.isValid ? parseSegment(symbol.bytes) : null;
      if (segment) segments.push(segment);
    }
  }
  try {
    const archive = assembleArchive(segments);
    if (!archive) return { certificate: null, symbolSeen };
    return { certificate: toCertificate(parseCertificateXml(unzipXml(archive)), 'barcode'), symbolSeen };
  } catch (error) {
    // A damaged or foreign payload leaves the printed figures to be read instead.
    if (error instanceof SwissdecPayloadError) return { certificate: null, symbolSeen };
    throw error;
  }
}

/** The certificate carried by the PDF417 symbols of some images, or null when they carry none (or only part). */
async function certificateFromBarcodes(images: readonly RgbaImage[]): Promise<SalaryCertificate | null> {
  return (await barcodesOf(images)).certificate;
}

/** The image turned level, or null when it already is. */
function straightened(image: RgbaImage): RgbaImage | null {
  const skew = estimateSkewDegrees(image);
  return Math.abs(skew) >= MIN_SKEW_CORRECTION_DEGREES ? rotateImage(image, -skew) : null;
}

type TextItem = { str: string; transform: number[] };

/** Each page's text as lines, top to bottom, each line's pieces left to right. */
async function textLayerPages(pdfBytes: Uint8Array): Promise<string[][]> {
  const { getDocument } = await loadPdfJs();
  const loadingTask = getDocument({ data: pdfBytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, useWorkerFetch: false, stopAtErrors: false, verbosity: 0 });
  try {
    const document = await loadingTask.promise;
    const pages: string[][] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = (content.items as TextItem[]).filter((item) => typeof item.str === 'string' && item.str.trim() !== '');
      const rows: { y: number; pieces: { x: number; text: string }[] }[] = [];
      for (const item of items) {
        const x = item.transform[4]!;
        const y = item.transform[5]!;
        const row = rows.find((candidate) => Math.abs(candidate.y - y) < SAME_LINE_POINTS);
        if (row) row.pieces.push({ x, text: item.str });
        else rows.push({ y, pieces: [{ x, text: item.str }] });
      }
      // PDF y grows upwards: the top line has the largest y.
      rows.sort((a, b) => b.y - a.y);
      pages.push(rows.map((row) => row.pieces.sort((a, b) => a.x - b.x).map((piece) => piece.text.trim()).join(' ')));
      page.cleanup();
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}

async function readPdf(bytes: Uint8Array): Promise<SalaryCertificateReading> {
  let textPages: string[][];
  try {
    textPages = await textLayerPages(bytes);
  } catch {
    return { kind: 'not-a-salary-certificate', reason: 'unreadable-file' };
  }
  const textReadings = textPages.map((lines) => matchFormLines(lines));
  const fromText = textReadings.find(looksLikeCertificate);
  const hasTextLayer = textPages.some((lines) => lines.join('').length >= MIN_TEXT_LAYER_CHARACTERS);

  // Embedded barcode images are cheap to read; a page rendering (for a barcode drawn as vectors,
  // or a scan) only pays off when the text layer leaves doubt. A PDF whose text layer shows some
  // other document is not rendered at all. Each rendering is read and dropped at once: a
  // 300 dpi A4 page holds 35 MB of pixels.
  const textSuffices = fromText ? fromForm(fromText, 'text-layer').plausible : hasTextLayer;
  let ocrPages = 0;
  for await (const page of openPdfPages(bytes, { lastPageFirst: false })) {
    const embedded: RgbaImage[] = [];
    for await (const image of page.embeddedImages()) embedded.push(image);
    const fromEmbedded = await certificateFromBarcodes(embedded);
    if (fromEmbedded) return { kind: 'salary-certificate', certificate: fromEmbedded };
    if (textSuffices) continue;
    const rendering = await page.render(RENDER_DPI);
    const fromRendering = await certificateFromBarcodes([rendering]);
    if (fromRendering) return { kind: 'salary-certificate', certificate: fromRendering };
    // The text layer carries the form already: OCR would only read the same words again.
    if (fromText || ocrPages >= MAX_OCR_PAGES) continue;
    // A scan is rarely level; the barcode decoder and OCR both need it straightened.
    const straight = straightened(rendering);
    if (straight) {
      const fromStraightened = await certificateFromBarcodes([straight]);
      if (fromStraightened) return { kind: 'salary-certificate', certificate: fromStraightened };
    }
    ocrPages += 1;
    const reading = await readFormByOcr(ocrPng(straight ?? rendering));
    if (looksLikeCertificate(reading)) return { kind: 'salary-certificate', certificate: fromForm(reading, 'ocr') };
  }
  return fromText ? { kind: 'salary-certificate', certificate: fromForm(fromText, 'text-layer') } : NOT_A_CERTIFICATE;
}

/**
 * The barcode of a photo as it is, then straightened: the decoder reads tall PDF417 symbols only
 * up to about 1° of tilt. The straightened copy is kept for OCR, which reads level lines best.
 */
async function photoBarcodes(image: RgbaImage): Promise<{ certificate: SalaryCertificate | null; symbolSeen: boolean; straight: RgbaImage | null }> {
  const asIs = await barcodesOf([image]);
  if (asIs.certificate) return { ...asIs, straight: null };
  const straight = straightened(image);
  if (!straight) return { ...asIs, straight: null };
  const turned = await barcodesOf([straight]);
  return { certificate: turned.certificate, symbolSeen: asIs.symbolSeen || turned.symbolSeen, straight };
}

/**
 * A photo's barcode, or the page to read by OCR (as the PNG ocr-lines.ts takes) when it has none.
 * The pixel buffers live in this function only: once it returns, they are garbage before
 * tesseract loads its models.
 */
async function photoBarcodeOrOcrPage(bytes: Uint8Array): Promise<{ certificate: SalaryCertificate } | { ocrPage: Buffer } | null> {
  let working: { image: RgbaImage; reduced: boolean };
  try {
    working = await decodeImageFileWithin(bytes, PHOTO_WORKING_SIDE);
  } catch {
    return null;
  }
  const fromWorkingCopy = await photoBarcodes(working.image);
  if (fromWorkingCopy.certificate) return { certificate: fromWorkingCopy.certificate };
  // A symbol seen on the reduced copy but not read may need every pixel of the photo: only then
  // is the photo decoded at full size. A photo without any barcode goes straight to OCR.
  if (working.reduced && fromWorkingCopy.symbolSeen) {
    const fromFullPhoto = await photoBarcodes((await decodeImageFileWithin(bytes, Infinity)).image);
    if (fromFullPhoto.certificate) return { certificate: fromFullPhoto.certificate };
  }
  return { ocrPage: ocrPng(fromWorkingCopy.straight ?? working.image) };
}

async function readImage(bytes: Uint8Array): Promise<SalaryCertificateReading> {
  const found = await photoBarcodeOrOcrPage(bytes);
  if (!found) return { kind: 'not-a-salary-certificate', reason: 'unreadable-file' };
  if ('certificate' in found) return { kind: 'salary-certificate', certificate: found.certificate };
  const reading = await readFormByOcr(found.ocrPage);
  return looksLikeCertificate(reading) ? { kind: 'salary-certificate', certificate: fromForm(reading, 'ocr') } : NOT_A_CERTIFICATE;
}

/**
 * A salary certificate (form 11) from an uploaded PDF or photo: the Swissdec barcode where there
 * is one, else the PDF's text layer, else OCR. Never logs: the figures and the AHV number are
 * the taxpayer's.
 */
export async function readSalaryCertificate(input: Uint8Array, mimeType: string): Promise<SalaryCertificateReading> {
  // pdf.js refuses Buffers (a Uint8Array subclass), which is what files and uploads arrive as.
  const bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (mimeType === 'application/pdf') return readPdf(bytes);
  if (mimeType === 'image/jpeg' || mimeType === 'image/png') return readImage(bytes);
  return { kind: 'not-a-salary-certificate', reason: 'unsupported-type' };
}
