import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import { hasThumbnail } from '@shared/contract/documents';
import { drawImageFileWithin } from '../barcodes/decode-image-file';
import { openPdfPages, PDF_POINTS_PER_INCH } from '../barcodes/render-pdf-pages';

/**
 * The thumbnail's bounds in pixels: wide enough to hold a form's layout beside the figures in
 * the confirm dialog (shown at about 200 CSS px, so sharp on a 2× phone screen), small enough to
 * stay a few dozen kilobytes. The height bound keeps a long receipt photo from becoming a strip.
 */
export const THUMBNAIL_MAX_WIDTH = 400;
export const THUMBNAIL_MAX_HEIGHT = 800;
/** WebP at this quality keeps small print readable as shapes at a third of JPEG's size (every current browser shows WebP). */
const WEBP_QUALITY = 80;

export type Thumbnail = { bytes: Uint8Array; mimeType: 'image/webp' };

/** The scale that fits `width` × `height` into the thumbnail's bounds. */
function fittingScale(width: number, height: number): number {
  return Math.min(THUMBNAIL_MAX_WIDTH / width, THUMBNAIL_MAX_HEIGHT / height);
}

async function encode(canvas: Canvas): Promise<Thumbnail> {
  const encoded = await canvas.encode('webp', WEBP_QUALITY);
  return { bytes: new Uint8Array(encoded), mimeType: 'image/webp' };
}

/**
 * Page 1 drawn directly at the thumbnail's size (pdf.js draws vector text and lines sharper at
 * the target resolution than a large rendering scaled down), with the rendering function the
 * barcode reader uses. Null when the PDF cannot be opened or has no page.
 */
async function pdfThumbnail(bytes: Uint8Array): Promise<Thumbnail | null> {
  try {
    for await (const page of openPdfPages(bytes, { lastPageFirst: false })) {
      const { width, height } = page.sizeInPoints;
      if (!(width > 0 && height > 0)) return null;
      // A hair under the fitting scale: the renderer rounds the page's size up, and 400.0000001 px would make 401.
      const image = await page.render(fittingScale(width, height) * (1 - 1e-9) * PDF_POINTS_PER_INCH);
      // pdf.js renders on its own copy of the canvas package; the pixels move to ours to be encoded.
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
      return await encode(canvas);
    }
    return null;
  } catch {
    // A damaged or encrypted PDF has no thumbnail; the person still opens the file itself.
    return null;
  }
}

/** A photo or scan reduced to the bounds (never enlarged), upright, on white where a PNG is transparent. */
async function imageThumbnail(bytes: Uint8Array): Promise<Thumbnail | null> {
  let drawn;
  try {
    // The readers' decoding, so the thumbnail shows the page turned as they read it.
    drawn = await drawImageFileWithin(bytes, THUMBNAIL_MAX_WIDTH, THUMBNAIL_MAX_HEIGHT);
  } catch {
    return null;
  }
  return encode(drawn.canvas);
}

/**
 * A small WebP picture of a stored document: the first page of a PDF, or the photo reduced.
 * Null for types without one and for files that cannot be opened. CPU-heavy: runs in a
 * child process (thumbnail-process.ts), never on the server's thread.
 */
export async function renderThumbnail(bytes: Uint8Array, mimeType: string): Promise<Thumbnail | null> {
  if (!hasThumbnail(mimeType)) return null;
  return mimeType === 'application/pdf' ? pdfThumbnail(bytes) : imageThumbnail(bytes);
}
