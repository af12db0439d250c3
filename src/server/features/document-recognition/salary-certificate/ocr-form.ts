import { checkPlausibility } from './check-plausibility';
import { matchFormLines, type FormReading } from './match-form-lines';
import { ocrLines, type OcrLanguage } from './ocr-lines';

/**
 * Words of the form's French and Italian editions that German OCR still reads (no accents, no
 * letters the German model lacks): the title, the wording of boxes 1, 8, 9, 11 and 15, and the
 * signature line.
 */
const EDITION_WORDS: Record<Exclude<OcrLanguage, 'deu'>, RegExp> = {
  fra: /certificat de salaire|salaire|cotisations|prestations|observations|lieu et date/,
  ita: /certificato di salario|salario|contributi|prestazioni|osservazioni|luogo e data/,
};

/**
 * The edition a page read with the German model is in, when it is not German: the language
 * whose words appear on the most lines, or null when neither French nor Italian words appear.
 */
export function otherEditionOf(lines: readonly string[]): Exclude<OcrLanguage, 'deu'> | null {
  const normalized = lines.map((line) => line.toLowerCase());
  const count = (words: RegExp) => normalized.filter((line) => words.test(line)).length;
  const french = count(EDITION_WORDS.fra);
  const italian = count(EDITION_WORDS.ita);
  if (french === 0 && italian === 0) return null;
  return french >= italian ? 'fra' : 'ita';
}

/**
 * The form read from a page image (a PNG from ocrPng) by OCR, one language model at a time: most
 * certificates are German, so German first; a page whose figures do not add up and that shows
 * French or Italian wording is read again in that language. One model instead of all three
 * keeps the reading process about 30 MB smaller at its peak, and a German page is read once.
 */
export async function readFormByOcr(png: Buffer): Promise<FormReading> {
  const germanLines = await ocrLines(png, 'deu');
  const german = matchFormLines(germanLines);
  if (checkPlausibility(german.boxes, 'ocr').plausible) return german;
  const edition = otherEditionOf(germanLines);
  if (!edition) return german;
  const other = matchFormLines(await ocrLines(png, edition));
  // The second reading wins when its figures add up or it found more of the form's amounts.
  return checkPlausibility(other.boxes, 'ocr').plausible || other.labelsWithAmount > german.labelsWithAmount ? other : german;
}
