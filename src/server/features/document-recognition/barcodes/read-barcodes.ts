import { createCanvas, ImageData as CanvasImageData } from '@napi-rs/canvas';
import type { ReadResult } from 'zxing-wasm/reader';
import { hasCompleteSequence, type MacroSegment } from './assemble-segments';
import { readBarcodesOffline, type RgbaImage } from './zxing-reader';

/** What a page or photo showed: the statement's PDF417 segments and its CODE128C page codes. */
export type PageBarcodes = {
  segments: MacroSegment[];
  /** The 16-digit page codes (form, version, clearing number, page, barcode-sheet flag, orientation). */
  pageCodes: string[];
};

/**
 * The decoder reads these tall PDF417 symbols only up to about 1° of tilt. Photos and scans are
 * rarely straighter, so the skew is estimated between these bounds and the image turned back.
 */
const MAX_SKEW_DEGREES = 10;
/** Below this the image counts as straight: turning it would only blur it. */
const MIN_CORRECTION_DEGREES = 0.4;
/** The skew is measured on a copy whose longer side has about this many pixels. */
const SKEW_SAMPLE_SIZE = 1000;

function toPageBarcodes(results: readonly ReadResult[]): PageBarcodes {
  const found: PageBarcodes = { segments: [], pageCodes: [] };
  for (const result of results) {
    if (!result.isValid) continue;
    if (result.format === 'PDF417') {
      found.segments.push({ sequenceId: result.sequenceId, sequenceIndex: result.sequenceIndex, sequenceSize: result.sequenceSize, bytes: result.bytes });
    } else if (result.format === 'Code128') {
      found.pageCodes.push(result.text);
    }
  }
  return found;
}

function merge(into: PageBarcodes, more: PageBarcodes): PageBarcodes {
  return { segments: [...into.segments, ...more.segments], pageCodes: [...new Set([...into.pageCodes, ...more.pageCodes])] };
}

async function readOnce(image: RgbaImage): Promise<PageBarcodes> {
  const results = await readBarcodesOffline(image, { formats: ['PDF417', 'Code128'], tryHarder: true, maxNumberOfSymbols: 255 });
  return toPageBarcodes(results);
}

/** Dark pixels of a downscaled grey copy, as offsets from its centre. */
function darkPixelOffsets(image: RgbaImage): { xs: Float32Array; ys: Float32Array; count: number } {
  const step = Math.max(1, Math.round(Math.max(image.width, image.height) / SKEW_SAMPLE_SIZE));
  const columns = Math.floor(image.width / step);
  const rows = Math.floor(image.height / step);
  const xs = new Float32Array(columns * rows);
  const ys = new Float32Array(columns * rows);
  let count = 0;
  const { data, width } = image;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      // The mean of a step × step block: a thin module still darkens its block.
      let sum = 0;
      for (let dy = 0; dy < step; dy++) {
        let offset = ((row * step + dy) * width + column * step) * 4;
        for (let dx = 0; dx < step; dx++, offset += 4) sum += data[offset]! * 306 + data[offset + 1]! * 601 + data[offset + 2]! * 117;
      }
      if (sum / (step * step * 1024) < 128) {
        xs[count] = column - columns / 2;
        ys[count] = row - rows / 2;
        count++;
      }
    }
  }
  return { xs, ys, count };
}

/**
 * How sharply the dark pixels line up in rows and columns when turned by `degrees`: barcode
 * rows, start and stop patterns and text lines all give sharp peaks once they are level.
 */
function alignmentScore(points: { xs: Float32Array; ys: Float32Array; count: number }, degrees: number, binsPerAxis: number): number {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const half = binsPerAxis / 2;
  const rowBins = new Uint32Array(binsPerAxis);
  const columnBins = new Uint32Array(binsPerAxis);
  for (let i = 0; i < points.count; i++) {
    const x = points.xs[i]!;
    const y = points.ys[i]!;
    rowBins[Math.round(x * sin + y * cos + half)]!++;
    columnBins[Math.round(x * cos - y * sin + half)]!++;
  }
  let score = 0;
  for (let bin = 0; bin < binsPerAxis; bin++) score += rowBins[bin]! * rowBins[bin]! + columnBins[bin]! * columnBins[bin]!;
  return score;
}

/**
 * The angle (degrees, clockwise positive as the image shows it) by which the image's content is
 * tilted, from projection profiles: coarse steps, then a finer search around the best.
 */
export function estimateSkewDegrees(image: RgbaImage): number {
  const points = darkPixelOffsets(image);
  if (points.count < 100) return 0;
  let maxRadius = 0;
  for (let i = 0; i < points.count; i++) maxRadius = Math.max(maxRadius, Math.hypot(points.xs[i]!, points.ys[i]!));
  const bins = Math.ceil(maxRadius * 2) + 3;
  let best = 0;
  let bestScore = alignmentScore(points, 0, bins);
  const search = (from: number, to: number, step: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = alignmentScore(points, degrees, bins);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
  };
  search(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 0.5);
  const coarse = best;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return -best;
}

/** The image turned by `degrees` (clockwise positive) on a white canvas large enough to keep its corners. */
export function rotateImage(image: RgbaImage, degrees: number): RgbaImage {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = Math.ceil(image.width * cos + image.height * sin);
  const height = Math.ceil(image.width * sin + image.height * cos);
  const source = createCanvas(image.width, image.height);
  source.getContext('2d').putImageData(new CanvasImageData(image.data, image.width, image.height), 0, 0);
  const target = createCanvas(width, height);
  const context = target.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.drawImage(source, -image.width / 2, -image.height / 2);
  const turned = context.getImageData(0, 0, width, height);
  releaseCanvasPixels(source);
  releaseCanvasPixels(target);
  return { data: turned.data, width, height };
}

/**
 * Frees a canvas's pixels now rather than when the garbage collector finalises it: V8 does not
 * see that native memory, so a few page-sized canvases (20 MB each) would otherwise pile up
 * before a collection. Resizing replaces the surface with a one-pixel one.
 */
export function releaseCanvasPixels(canvas: { width: number; height: number }): void {
  canvas.width = 1;
  canvas.height = 1;
}

/**
 * The barcodes of one image: read as it is, and when that leaves the statement incomplete, read
 * again after straightening (photos and scans). `straighten: false` suits images known to be level
 * (barcode images embedded in a PDF, pages rendered from one).
 */
export async function readPageBarcodes(image: RgbaImage, options: { straighten: boolean }): Promise<PageBarcodes> {
  const asIs = await readOnce(image);
  if (!options.straighten || hasCompleteSequence(asIs.segments)) return asIs;
  const skew = estimateSkewDegrees(image);
  if (Math.abs(skew) < MIN_CORRECTION_DEGREES) return asIs;
  return merge(asIs, await readOnce(rotateImage(image, -skew)));
}
