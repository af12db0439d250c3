import { MAX_UPLOAD_BYTES, UPLOAD_ERROR_CODES } from '@shared/contract/upload-limits';

/** File types of the advanced area's uploads (spec part 2 §5): one file per upload. */
export const ADVANCED_UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.txt'] as const;
export const ADVANCED_UPLOAD_ACCEPT = ADVANCED_UPLOAD_EXTENSIONS.join(',');

/**
 * What the browser can tell before sending (convenience only: the server checks size, type and
 * checksum again): too large (50 MB or more), empty, or a type the advanced area does not take.
 */
export function categoryFileProblem(file: { name: string; size: number }): string | null {
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_ERROR_CODES.tooLarge;
  if (file.size === 0) return UPLOAD_ERROR_CODES.empty;
  const name = file.name.toLowerCase();
  if (!ADVANCED_UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_ERROR_CODES.unsupportedType;
  return null;
}

/** Percent sent, whole numbers from 0 to 100 (capped, spec part 2 §4). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
