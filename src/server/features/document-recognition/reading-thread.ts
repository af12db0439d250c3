/**
 * Entry module of the document-reading threads (platform/jobs/thread-pool.ts): the CPU-heavy
 * reading (pdf.js rendering, PDF417 decoding, straightening, XSD validation) runs here, off the
 * server's thread. Built as its own entry point beside the server bundle (scripts/build-server.mjs).
 * OCR of a photographed salary certificate runs here too: tesseract.js starts its own worker
 * thread from this one.
 */
import { serveThreadTasks } from '../../platform/jobs/thread-pool';
import type { CertificateReading } from './read-certificate-document';
import { readDocument } from './read-document';

const readingTasks = {
  /** The bytes arrive transferred, not copied; the answer is a plain object (or a 'failed' reading). */
  readDocument: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }) => readDocument(bytes, mimeType),
  /** A salary certificate: its barcode, text layer or (for scans and photos) OCR. */
  readSalaryCertificate: async ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }): Promise<CertificateReading> => {
    // Loaded on the first certificate only: the statement threads, which never read one, keep
    // their heap (96 MB) for pdf.js and the XSD validator instead of the OCR modules.
    const { readCertificateDocument } = await import('./read-certificate-document');
    return readCertificateDocument(bytes, mimeType);
  },
};

export type ReadingTasks = typeof readingTasks;

serveThreadTasks(readingTasks);
