import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';

/** Why the browser refuses a file as the finished return before sending it (the server checks again). */
export type ReturnFileProblem = 'notPdf' | 'empty' | 'tooLarge';

const PDF_MAGIC = '%PDF-';

/**
 * The finished tax return must be one PDF: a .pdf name or PDF type, content starting with
 * '%PDF-', not empty and below the upload limit. The server detects the type from the content
 * and decides; this only spares the expert a round trip with the wrong file.
 */
export async function checkReturnFile(file: File): Promise<ReturnFileProblem | null> {
  if (file.size === 0) return 'empty';
  // 'Below' the limit, as the server counts: a file of exactly 50 MB is too large.
  if (file.size >= MAX_UPLOAD_BYTES) return 'tooLarge';
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return 'notPdf';
  const head = await file.slice(0, PDF_MAGIC.length).text();
  return head === PDF_MAGIC ? null : 'notPdf';
}
