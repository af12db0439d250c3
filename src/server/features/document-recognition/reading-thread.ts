/**
 * Entry module of the document-reading threads (platform/jobs/thread-pool.ts): the CPU-heavy
 * reading (pdf.js rendering, PDF417 decoding, straightening, XSD validation) runs here, off the
 * server's thread. Built as its own entry point beside the server bundle (scripts/build-server.mjs).
 * Salary certificates are read in a child process instead (reading-process.ts).
 */
import { serveThreadTasks } from '../../platform/jobs/thread-pool';
import { readDocument } from './read-document';

const readingTasks = {
  /** The bytes arrive transferred, not copied; the answer is a plain object (or a 'failed' reading). */
  readDocument: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }) => readDocument(bytes, mimeType),
};

export type ReadingTasks = typeof readingTasks;

serveThreadTasks(readingTasks);
