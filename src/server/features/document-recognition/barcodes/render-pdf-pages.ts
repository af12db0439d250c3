import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RgbaImage } from './zxing-reader';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfJs: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded on the first PDF: with its worker module it takes about 45 MB, which the
 * reading of a photo (a salary certificate's process, reading-process.ts) need not pay. Both are
 * imported dynamically, so the server bundle keeps them out of its static imports too.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= (async () => {
    const loaded = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Parsing runs in this thread (the reading process's): loading the worker module registers
    // it, so pdf.js neither starts a worker nor imports one from a path it guesses at run time.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return loaded;
  })();
  return pdfJs;
}

/** pdf.js's ImageKind values (part of its API), here so that converting pixels needs no pdf.js loaded. */
const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

/** The guide (BEIL2 eCH-0196, 2.5) renders pages without usable images at 300 dpi. */
export const RENDER_DPI = 300;
export const PDF_POINTS_PER_INCH = 72;
/** Smaller images are icons or rules, never a barcode a decoder could read. */
const MIN_IMAGE_SIDE = 16;

/** One page of an open PDF: its embedded raster images first, a full rendering when those are not enough. */
export type PdfPage = {
  pageNumber: number;
  /** The page's size as shown (rotation applied) in PDF points (1/72 inch): what a rendering at a chosen width needs. */
  sizeInPoints: { width: number; height: number };
  /** Each raster image drawn on the page, once, as stored in the PDF (not as placed on the page). */
  embeddedImages(): AsyncGenerator<RgbaImage>;
  /** The whole page drawn at `dpi` on white. */
  render(dpi?: number): Promise<RgbaImage>;
};

/** The part of pdfjs's decoded image objects read here (pdf.js does not export their type). */
type DecodedPdfImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };
type CanvasAndContext = {
  canvas: { width: number; height: number };
  context: {
    fillStyle: string;
    fillRect(x: number, y: number, width: number, height: number): void;
    getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  };
};
type PdfCanvasFactory = { create(width: number, height: number): CanvasAndContext; destroy(canvasAndContext: CanvasAndContext): void };

function objectOf(page: PDFPageProxy, objId: string): Promise<DecodedPdfImage | null> {
  // Images used on several pages live in the document's shared store under a 'g_' id.
  const store = objId.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(objId, (image: DecodedPdfImage | null) => resolve(image)));
}

/** RGBA pixels of a decoded PDF image, or null for forms pdf.js keeps as a bitmap (not readable in Node). */
export function pdfImageToRgba(image: DecodedPdfImage): RgbaImage | null {
  const { width, height, data, kind } = image;
  if (!data || width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return null;
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (kind === IMAGE_KIND.RGBA_32BPP) {
    rgba.set(data.subarray(0, rgba.length));
  } else if (kind === IMAGE_KIND.RGB_24BPP) {
    for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel++, from += 3, to += 4) {
      rgba[to] = data[from]!;
      rgba[to + 1] = data[from + 1]!;
      rgba[to + 2] = data[from + 2]!;
      rgba[to + 3] = 255;
    }
  } else if (kind === IMAGE_KIND.GRAYSCALE_1BPP) {
    // Rows start on a byte boundary; a set bit is white, as pdf.js draws it.
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const white = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        const to = (y * width + x) * 4;
        rgba[to] = rgba[to + 1] = rgba[to + 2] = white ? 255 : 0;
        rgba[to + 3] = 255;
      }
    }
  } else {
    return null;
  }
  return { data: rgba, width, height };
}

async function* embeddedImagesOf(page: PDFPageProxy): AsyncGenerator<RgbaImage> {
  const { OPS } = await loadPdfJs();
  const operators = await page.getOperatorList();
  const seen = new Set<string>();
  for (let i = 0; i < operators.fnArray.length; i++) {
    const operator = operators.fnArray[i];
    const args = operators.argsArray[i] as unknown[];
    let image: DecodedPdfImage | null = null;
    if (operator === OPS.paintImageXObject || operator === OPS.paintImageXObjectRepeat) {
      const objId = args[0] as string;
      if (seen.has(objId)) continue;
      seen.add(objId);
      image = await objectOf(page, objId);
    } else if (operator === OPS.paintInlineImageXObject) {
      image = args[0] as DecodedPdfImage;
    }
    const rgba = image ? pdfImageToRgba(image) : null;
    if (rgba) yield rgba;
  }
}

async function renderPage(document: PDFDocumentProxy, page: PDFPageProxy, dpi: number): Promise<RgbaImage> {
  const viewport = page.getViewport({ scale: dpi / PDF_POINTS_PER_INCH });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  // pdf.js draws with the @napi-rs/canvas build it ships with (its Path2D must match the
  // canvas), so the page canvas comes from its own factory, not from our copy of the package.
  const factory = document.canvasFactory as PdfCanvasFactory;
  const target = factory.create(width, height);
  try {
    // zxing reads RGB and ignores alpha: a transparent background would read as black.
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, width, height);
    await page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, canvasContext: target.context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return { data: target.context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    factory.destroy(target);
  }
}

/**
 * The pages of a PDF one at a time, last page first by default: the guide (BEIL2 eCH-0196, 2.5)
 * puts the barcode sheets at the end, so reading can stop as soon as they are complete. Each
 * page's resources are released when the caller moves on, and the document when it stops.
 */
export async function* openPdfPages(pdfBytes: Uint8Array, options: { lastPageFirst?: boolean } = {}): AsyncGenerator<PdfPage> {
  const { getDocument } = await loadPdfJs();
  const loadingTask = getDocument({
    // pdf.js takes over (detaches) the buffer it is given; the caller keeps its bytes.
    data: pdfBytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await loadingTask.promise;
    const pageNumbers = Array.from({ length: document.numPages }, (_, i) => i + 1);
    if (options.lastPageFirst !== false) pageNumbers.reverse();
    for (const pageNumber of pageNumbers) {
      const page = await document.getPage(pageNumber);
      // A caller may move on while a rendering of this page still runs: releasing the page then
      // would cancel it, so its cleanup waits for whatever was started.
      const started: Promise<unknown>[] = [];
      const render = (dpi = RENDER_DPI) => {
        const rendering = renderPage(document, page, dpi);
        started.push(rendering);
        return rendering;
      };
      try {
        const shown = page.getViewport({ scale: 1 });
        yield { pageNumber, sizeInPoints: { width: shown.width, height: shown.height }, embeddedImages: () => embeddedImagesOf(page), render };
      } finally {
        await Promise.allSettled(started);
        page.cleanup();
      }
    }
  } finally {
    await loadingTask.destroy();
  }
}
