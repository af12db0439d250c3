import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, UPLOAD_ERROR_CODES } from '@shared/contract/upload-limits';

/** The `accept` attribute of the file picker. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

/**
 * Checks the browser can make before sending a file (spec part 1 §5), for convenience only:
 * the server checks size, content type and checksum again. Null when the file may go.
 */
export function clientFileProblem(file: { name: string; size: number }): string | null {
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_ERROR_CODES.tooLarge;
  if (file.size === 0) return UPLOAD_ERROR_CODES.empty;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_ERROR_CODES.unsupportedType;
  return null;
}

/**
 * Splits the progress of one multipart request over its files: the parts go in order, so a
 * file is done once the bytes before it and its own have gone. Percent per file, 0 to 100.
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return sizes.map(() => 0);
  const sent = Math.min(1, loaded / total) * sum;
  let before = 0;
  return sizes.map((size) => {
    const own = size === 0 ? (sent >= before ? 1 : 0) : Math.max(0, Math.min(1, (sent - before) / size));
    before += size;
    return Math.round(own * 100);
  });
}
