/**
 * Entry module of the document-reading process (platform/jobs/process-pool.ts): one child
 * process per document, which reads it and exits. Built as its own entry point beside the server
 * bundle (scripts/build-server.mjs). Reading takes memory outside the V8 heap (rendered pages and
 * photos, zxing's and tesseract's WebAssembly memory, tesseract's own worker thread, the
 * libraries' malloc arenas); a thread would leave much of it with the server's process, a child
 * gives all of it back when it exits (worker.ts has the figures).
 */
import { serveProcessTask } from '../../platform/jobs/process-pool';
import { readCertificateDocument, type CertificateReading } from './read-certificate-document';
import { readDocument, type DocumentReading } from './read-document';

const readingTasks = {
  /** An e-tax statement: its XML, or the barcodes of its PDF or photo. */
  readDocument: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }): Promise<DocumentReading> => readDocument(bytes, mimeType),
  /** A salary certificate: its barcode, text layer or (for scans and photos) OCR. */
  readSalaryCertificate: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }): Promise<CertificateReading> => readCertificateDocument(bytes, mimeType),
};

export type ReadingTasks = typeof readingTasks;

serveProcessTask(readingTasks);
