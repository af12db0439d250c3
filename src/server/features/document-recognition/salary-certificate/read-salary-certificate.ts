import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isValidAhv } from '@shared/domain/ahv';
import { decodeImageFile } from '../barcodes/decode-image-file';
import { estimateSkewDegrees, rotateImage } from '../barcodes/read-barcodes';
import { openPdfPages, RENDER_DPI } from '../barcodes/render-pdf-pages';
import { readBarcodesOffline, type RgbaImage } from '../barcodes/zxing-reader';
import { checkPlausibility } from './check-plausibility';
import { matchFormLines, type FormReading } from './match-form-lines';
import { ocrLines } from './ocr-lines';
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

/** The certificate carried by the PDF417 symbols of an image, or null when it carries none (or only part). */
async function certificateFromBarcodes(images: readonly RgbaImage[]): Promise<SalaryCertificate | null> {
  const segments: PayloadSegment[] = [];
  for (const image of images) {
    for (const symbol of await readBarcodesOffline(image, { formats: ['PDF417'], tryHarder: true, maxNumberOfSymbols: 8 })) {
      const segment = parseSegment(symbol.bytes);
      if (segment) segments.push(segment);
    }
  }
  try {
    const archive = assembleArchive(segments);
    if (!archive) return null;
    return toCertificate(parseCertificateXml(unzipXml(archive)), 'barcode');
  } catch (error) {
    // A damaged or foreign payload leaves the printed figures to be read instead.
    if (error instanceof SwissdecPayloadError) return null;
    throw error;
  }
}

/** The image turned level, or null when it already is. */
function straightened(image: RgbaImage): RgbaImage | null {
  const skew = estimateSkewDegrees(image);
  return Math.abs(skew) >= MIN_SKEW_CORRECTION_DEGREES ? rotateImage(image, -skew) : null;
}

type TextItem = { str: string; transform: number[] };

/** Each page's text as lines, top to bottom, each line's pieces left to right. */
async function textLayerPages(pdfBytes: Uint8Array): Promise<string[][]> {
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
    const reading = matchFormLines(await ocrLines(straight ?? rendering));
    if (looksLikeCertificate(reading)) return { kind: 'salary-certificate', certificate: fromForm(reading, 'ocr') };
  }
  return fromText ? { kind: 'salary-certificate', certificate: fromForm(fromText, 'text-layer') } : NOT_A_CERTIFICATE;
}

async function readImage(bytes: Uint8Array): Promise<SalaryCertificateReading> {
  let image: RgbaImage;
  try {
    image = await decodeImageFile(bytes);
  } catch {
    return { kind: 'not-a-salary-certificate', reason: 'unreadable-file' };
  }
  const asIs = await certificateFromBarcodes([image]);
  if (asIs) return { kind: 'salary-certificate', certificate: asIs };
  // The decoder reads tall PDF417 symbols only up to about 1° of tilt, and OCR reads level lines
  // best: a photo is turned back once and both try again on the straightened copy.
  const straight = straightened(image);
  if (straight) {
    const fromStraightened = await certificateFromBarcodes([straight]);
    if (fromStraightened) return { kind: 'salary-certificate', certificate: fromStraightened };
  }
  const reading = matchFormLines(await ocrLines(straight ?? image));
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
