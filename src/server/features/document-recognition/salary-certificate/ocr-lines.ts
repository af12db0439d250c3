import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, ImageData as CanvasImageData } from '@napi-rs/canvas';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { releaseCanvasPixels } from '../barcodes/read-barcodes';
import { releaseBarcodeReader, type RgbaImage } from '../barcodes/zxing-reader';

/**
 * The form exists in German, French and Italian. Each reading loads one model: the three
 * together cost about 30 MB more at the reading's peak than one (ocr-form.ts picks which).
 */
export type OcrLanguage = 'deu' | 'fra' | 'ita';
/** The smaller integer LSTM models: as accurate on printed forms, faster to load and run. */
const MODEL_FOLDER = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/**
 * tesseract.js looks for every language in one folder and downloads from a CDN when it is not
 * told where; the packages keep each language in its own folder, so a temporary folder links
 * them side by side (the files are gzipped, hence `gzip: true`).
 */
async function linkLanguageFolder(language: OcrLanguage): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'helvetax-ocr-'));
  const packageFolder = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  await symlink(path.join(packageFolder, MODEL_FOLDER, `${language}.traineddata.gz`), path.join(folder, `${language}.traineddata.gz`));
  return folder;
}

/**
 * Pages wider than this are scaled down before OCR: an A4 page 1,800 pixels wide is about 180
 * dpi, plenty for the form's printed text, and tesseract keeps several copies of the image (grey,
 * binarised, per line), which for a 12-megapixel phone photo would each be tens of MB.
 */
const OCR_MAX_WIDTH = 1800;

/**
 * Tesseract prints its diagnostics (tprintf) to stderr, which is the server's: 'Estimating
 * resolution as 228' for every page and 'failed to load ./ita.special-words' (a word list the
 * Italian model's settings name but does not carry) for every worker. `debug_file` is where
 * tprintf writes, and it can only be set at initialisation. Failures are not lost with them:
 * a failed initialisation or recognition rejects its promise, so the job attempt fails and is
 * retried and logged as any other error. (Given as config-file text: tesseract.js's types list a
 * few dictionary switches only.)
 */
const TESSERACT_INIT_PARAMETERS = 'debug_file /dev/null';

/**
 * Collects the garbage now where the process allows it (the reading process is started with
 * --expose-gc, worker.ts): the photo's pixel buffers and canvases are garbage by the time OCR
 * starts, but V8 sees a small heap and would keep them (their memory is mostly outside it) while
 * tesseract adds its own 100 MB. Elsewhere (tests) it does nothing.
 */
function releaseGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([frame, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_GREYSCALE = 0;

/**
 * RGBA pixels as an 8-bit greyscale PNG (ITU-R 601 luma, as the skew estimate weighs them). The
 * canvas only writes RGBA PNGs, which tesseract decodes to 4 bytes per pixel and keeps beside its
 * grey copy: from a grey PNG it holds one byte per pixel, and the text it reads is the same
 * (measured on the sample photo: identical output, about 50 MB less at the reading's peak).
 */
function greyscalePng(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  // Each row starts with its filter type byte (0: none); deflate does the compressing.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0, source = 0, target = 0; y < height; y++) {
    rows[target++] = 0;
    for (let x = 0; x < width; x++, source += 4) rows[target++] = (rgba[source]! * 306 + rgba[source + 1]! * 601 + rgba[source + 2]! * 117) >> 10;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = PNG_GREYSCALE;
  // Compression, filter and interlace methods stay 0 (deflate, adaptive, none).
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A page image as the greyscale PNG ocrLines reads: at most OCR_MAX_WIDTH pixels wide. */
export function ocrPng(image: RgbaImage): Buffer {
  if (image.width <= OCR_MAX_WIDTH) return greyscalePng(image.data, image.width, image.height);
  const full = createCanvas(image.width, image.height);
  full.getContext('2d').putImageData(new CanvasImageData(image.data, image.width, image.height), 0, 0);
  const scale = OCR_MAX_WIDTH / image.width;
  const smaller = createCanvas(OCR_MAX_WIDTH, Math.round(image.height * scale));
  const smallerContext = smaller.getContext('2d');
  smallerContext.imageSmoothingQuality = 'high';
  smallerContext.drawImage(full, 0, 0, smaller.width, smaller.height);
  releaseCanvasPixels(full);
  const { width, height } = smaller;
  const pixels = smallerContext.getImageData(0, 0, width, height).data;
  releaseCanvasPixels(smaller);
  return greyscalePng(pixels, width, height);
}

/**
 * The lines of text on a page (a PNG from ocrPng) in one language, top to bottom. The form's
 * amounts stand far right of their labels; read as one column, each label and its amount stay on
 * one line instead of being split into separate blocks. A worker lives for one call, so its
 * memory is returned as soon as the page is read. Taking the PNG rather than the pixels lets a
 * caller drop every pixel buffer before tesseract loads its model; the barcode decoder's
 * WebAssembly memory (about 20 MB once it has read a photo) is let go too; a later barcode read
 * (the next page of a scan) prepares a new decoder.
 */
export async function ocrLines(png: Buffer, language: OcrLanguage): Promise<string[]> {
  releaseBarcodeReader();
  releaseGarbage();
  const languageFolder = await linkLanguageFolder(language);
  try {
    const worker = await createWorker(
      language,
      OEM.LSTM_ONLY,
      { langPath: languageFolder, cachePath: languageFolder, cacheMethod: 'none', gzip: true },
      TESSERACT_INIT_PARAMETERS,
    );
    try {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, preserve_interword_spaces: '1' });
      const { data } = await worker.recognize(png);
      return data.text.split('\n');
    } finally {
      await worker.terminate();
    }
  } finally {
    await rm(languageFolder, { recursive: true, force: true });
  }
}
