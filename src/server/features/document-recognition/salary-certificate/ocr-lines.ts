import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, ImageData as CanvasImageData } from '@napi-rs/canvas';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { RgbaImage } from '../barcodes/zxing-reader';

/** The form exists in German, French and Italian; one pass with all three reads any of them. */
const LANGUAGES = ['deu', 'fra', 'ita'] as const;
/** The smaller integer LSTM models: as accurate on printed forms, faster to load and run. */
const MODEL_FOLDER = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/**
 * tesseract.js looks for every language in one folder and downloads from a CDN when it is not
 * told where; the packages keep each language in its own folder, so a temporary folder links
 * them side by side (the files are gzipped, hence `gzip: true`).
 */
async function linkLanguageFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'helvetax-ocr-'));
  for (const language of LANGUAGES) {
    const packageFolder = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    await symlink(path.join(packageFolder, MODEL_FOLDER, `${language}.traineddata.gz`), path.join(folder, `${language}.traineddata.gz`));
  }
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
 * Collects the garbage now where the process allows it (the certificate reading process is
 * started with --expose-gc, worker.ts): the photo's pixel buffers and canvases are garbage by
 * the time OCR starts, but V8 sees a small heap and would keep them (their memory is mostly
 * outside it) while tesseract adds its own 150 MB. Elsewhere (tests, threads) it does nothing.
 */
function releaseGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A page image as the PNG ocrLines reads: at most OCR_MAX_WIDTH pixels wide. */
export function ocrPng(image: RgbaImage): Buffer {
  const full = createCanvas(image.width, image.height);
  const context = full.getContext('2d');
  context.putImageData(new CanvasImageData(image.data, image.width, image.height), 0, 0);
  if (image.width <= OCR_MAX_WIDTH) return full.toBuffer('image/png');
  const scale = OCR_MAX_WIDTH / image.width;
  const smaller = createCanvas(OCR_MAX_WIDTH, Math.round(image.height * scale));
  const smallerContext = smaller.getContext('2d');
  smallerContext.imageSmoothingQuality = 'high';
  smallerContext.drawImage(full, 0, 0, smaller.width, smaller.height);
  return smaller.toBuffer('image/png');
}

/**
 * The lines of text on a page (a PNG from ocrPng), top to bottom. The form's amounts stand far
 * right of their labels; read as one column, each label and its amount stay on one line instead
 * of being split into separate blocks. A worker lives for one call, so its memory (three language
 * models) is returned as soon as the page is read. Taking the PNG rather than the pixels lets a
 * caller drop every pixel buffer before tesseract loads its models.
 */
export async function ocrLines(png: Buffer): Promise<string[]> {
  releaseGarbage();
  const languageFolder = await linkLanguageFolder();
  try {
    const worker = await createWorker(
      [...LANGUAGES],
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
