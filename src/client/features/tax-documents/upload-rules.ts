import { MAX_UPLOAD_BYTES, UPLOAD_ERROR_CODES } from '@shared/contract/upload-limits';
import { uploadBlocker, type UploadBlocker } from '@shared/domain/tax-status';

/** File types of the tax documents page (spec part 2 §5): no text files, no WebP. */
export const DEDUCTION_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const;
export const DEDUCTION_ACCEPT = DEDUCTION_EXTENSIONS.join(',');

/** Why receipts cannot be added to this year, or null when they can. */
export type UploadBlock = 'profileIncomplete' | 'locked' | 'transmitted';

const BLOCK_OF: Record<UploadBlocker, UploadBlock> = { PROFILE_INCOMPLETE: 'profileIncomplete', TRANSMITTED: 'transmitted', SECTION_LOCKED: 'locked' };

/**
 * Receipts go in at status 2 and 3 while the advanced section is open: the server's own rule
 * (uploadBlocker), so the page explains a refusal before anyone tries.
 */
export function uploadBlockOf(input: { statusId: number; advancedTaxLocked: boolean }): UploadBlock | null {
  const blocker = uploadBlocker({ ...input, documentsRequested: false });
  return blocker ? BLOCK_OF[blocker] : null;
}

/** The browser's own checks before sending (a convenience: the server checks content and size again). */
export function deductionFileProblem(file: { name: string; size: number }): string | null {
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_ERROR_CODES.tooLarge;
  if (file.size === 0) return UPLOAD_ERROR_CODES.empty;
  const name = file.name.toLowerCase();
  if (!DEDUCTION_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_ERROR_CODES.unsupportedType;
  return null;
}
