/**
 * Entry module of the salary-certificate reading process (platform/jobs/process-pool.ts): one
 * child process per certificate, which reads it and exits. Built as its own entry point beside
 * the server bundle (scripts/build-server.mjs). A photographed or scanned certificate takes
 * hundreds of MB outside the V8 heap (the decoded photo, zxing's and tesseract's WebAssembly
 * memory, tesseract's own worker thread with three language models); a thread would leave most
 * of it with the server's process, a child gives all of it back when it exits.
 */
import { serveProcessTask } from '../../platform/jobs/process-pool';
import { readCertificateDocument, type CertificateReading } from './read-certificate-document';

const readingTasks = {
  /** A salary certificate: its barcode, text layer or (for scans and photos) OCR. */
  readSalaryCertificate: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }): Promise<CertificateReading> => readCertificateDocument(bytes, mimeType),
};

export type CertificateReadingTasks = typeof readingTasks;

serveProcessTask(readingTasks);
