import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
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

function toPng(image: RgbaImage): Buffer {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(image.width, image.height);
  pixels.data.set(image.data);
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

/**
 * The lines of text on a page image, top to bottom. The form's amounts stand far right of their
 * labels; read as one column, each label and its amount stay on one line instead of being split
 * into separate blocks. A worker lives for one call, so its memory (three language models) is
 * returned as soon as the page is read.
 */
export async function ocrLines(image: RgbaImage | Uint8Array): Promise<string[]> {
  const languageFolder = await linkLanguageFolder();
  try {
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: languageFolder,
      cachePath: languageFolder,
      cacheMethod: 'none',
      gzip: true,
    });
    try {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, preserve_interword_spaces: '1' });
      const input = image instanceof Uint8Array ? Buffer.from(image) : toPng(image);
      const { data } = await worker.recognize(input);
      return data.text.split('\n');
    } finally {
      await worker.terminate();
    }
  } finally {
    await rm(languageFolder, { recursive: true, force: true });
  }
}
