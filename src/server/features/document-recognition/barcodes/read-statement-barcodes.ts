import { assembleStatementXml, hasCompleteSequence, type MacroSegment } from './assemble-segments';
import { readPageBarcodes } from './read-barcodes';
import type { RgbaImage } from './zxing-reader';
import { openPdfPages } from './render-pdf-pages';

/** Images at least this large on both sides are scans or photos of a page, rarely level. */
const PAGE_SIZED_IMAGE_SIDE = 1000;
/** Barcode images are often stored with one pixel per module and no quiet zone around them. */
const QUIET_ZONE_PIXELS = 8;
const SMALL_IMAGE_UPSCALE = 3;

/** The image on a white margin, each pixel enlarged to `scale` × `scale`. */
function withQuietZone(image: RgbaImage, scale: number): RgbaImage {
  const width = (image.width + 2 * QUIET_ZONE_PIXELS) * scale;
  const height = (image.height + 2 * QUIET_ZONE_PIXELS) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  // One 32-bit word per pixel copies a pixel in one step; a view needs a 4-byte aligned start.
  const pixels = image.data.byteOffset % 4 === 0 ? image.data : image.data.slice();
  const source = new Uint32Array(pixels.buffer, pixels.byteOffset, image.width * image.height);
  const target = new Uint32Array(data.buffer);
  for (let y = 0; y < image.height * scale; y++) {
    const sourceRow = Math.floor(y / scale) * image.width;
    const targetRow = (y + QUIET_ZONE_PIXELS * scale) * width + QUIET_ZONE_PIXELS * scale;
    for (let x = 0; x < image.width * scale; x++) target[targetRow + x] = source[sourceRow + Math.floor(x / scale)]!;
  }
  return { data, width, height };
}

function isPageSized(image: RgbaImage): boolean {
  return Math.min(image.width, image.height) >= PAGE_SIZED_IMAGE_SIDE;
}

/** The PDF417 segments in one image embedded in a PDF. */
async function segmentsOfEmbeddedImage(image: RgbaImage): Promise<MacroSegment[]> {
  if (isPageSized(image)) return (await readPageBarcodes(image, { straighten: true })).segments;
  const asStored = await readPageBarcodes(withQuietZone(image, 1), { straighten: false });
  if (asStored.segments.length > 0) return asStored.segments;
  return (await readPageBarcodes(withQuietZone(image, SMALL_IMAGE_UPSCALE), { straighten: false })).segments;
}

/**
 * The eCH-0196 XML that a bank's e-tax statement carries in its PDF417 barcode sheets. Pages
 * are read from the last (where the sheets are) and reading stops once the statement is
 * complete; on each page the embedded images are tried before the page is rendered at 300 dpi.
 * Throws BarcodeReadError: 'no-barcodes', 'missing-segment', 'conflicting-segment',
 * 'multiple-statements' or 'inflate-failed'.
 */
export async function readStatementBarcodes(pdfBytes: Uint8Array): Promise<string> {
  const segments: MacroSegment[] = [];
  for await (const page of openPdfPages(pdfBytes, { lastPageFirst: true })) {
    const fromImages: MacroSegment[] = [];
    let isScan = false;
    for await (const image of page.embeddedImages()) {
      isScan ||= isPageSized(image);
      fromImages.push(...(await segmentsOfEmbeddedImage(image)));
    }
    segments.push(...fromImages);
    // Vector-drawn barcodes, image masks or images placed mirrored show only on the page as
    // printed. A scanned page already was that picture: rendering it would read it twice.
    if (fromImages.length === 0 && !isScan) {
      segments.push(...(await readPageBarcodes(await page.render(), { straighten: true })).segments);
    }
    if (hasCompleteSequence(segments)) break;
  }
  return assembleStatementXml(segments);
}

/**
 * The eCH-0196 XML from photos or scans of a statement's barcode sheets (one image per sheet, in
 * any order). Tilted images are straightened; a sheet turned by 90° or 180° is read as it is.
 */
export async function readStatementBarcodesFromImage(images: RgbaImage | readonly RgbaImage[]): Promise<string> {
  const segments: MacroSegment[] = [];
  for (const image of Array.isArray(images) ? images : [images as RgbaImage]) {
    segments.push(...(await readPageBarcodes(image, { straighten: true })).segments);
  }
  return assembleStatementXml(segments);
}
