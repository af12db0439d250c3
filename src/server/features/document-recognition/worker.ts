import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createThreadPool } from '../../platform/jobs/thread-pool';
import type { ReadingTasks } from './reading-thread';
import * as service from './service';

type WorkerDeps = service.RecognitionDeps & { clock: Clock };

/**
 * The reading threads' entry: built beside the server bundle under this name
 * (scripts/build-server.mjs), loaded from its source through tsx otherwise.
 */
const READING_THREAD = { builtFileName: 'reading-thread.js', source: new URL('./reading-thread.ts', import.meta.url) };

/**
 * Each reading thread's V8 heap. The 8-page sample statement needs about 56 MB of old generation
 * (pdf.js's parsed document; it fails at 48 MB) in the built server; run from the sources (tsx in
 * the thread: tests, dev) its PDF and its XML both end the thread at 96 MB; the XML passes at
 * 112 MB, the PDF at 128 MB. The pixels (rendered pages, photos), canvases and wasm memory live
 * outside the heap and outside this limit. A document that needs more ends its thread with
 * ERR_WORKER_OUT_OF_MEMORY instead of growing the server: that attempt fails and the job retries,
 * and after the last retry the document is left for the expert.
 */
export const READING_THREAD_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/**
 * The salary-certificate thread's V8 heap. OCR of a photographed certificate (1775 × 2423 px) ends
 * its thread at 96 MB and passes at 128 MB. Most of its memory is outside the heap, where no
 * limit reaches: the decoded and straightened photo, the barcode decoder's wasm memory and the
 * tesseract.js worker that OCR starts from this thread (three language models). Measured from the
 * sources on this machine, the server grew by 620–760 MB at the peak of one such reading (over
 * the 300 MB budget) and, while the thread lived on, kept 460–600 MB of it. Hence one
 * certificate thread only, so two OCR readings never add up, and it ends after each task, which
 * gives most of that back (230–300 MB stay with the process's allocator).
 */
export const CERTIFICATE_THREAD_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/** Declares the recognition queue and what its jobs run (before any job is sent or fetched). */
export function defineRecognitionJobs(jobs: JobQueue, deps: WorkerDeps): void {
  // As many threads as jobs may run at once; none starts before the first job.
  const readingThreads = createThreadPool<ReadingTasks>({ name: 'document-reading', entry: READING_THREAD, size: jobs.concurrency, resourceLimits: READING_THREAD_LIMITS, log: deps.log });
  const certificateThreads = createThreadPool<ReadingTasks>({ name: 'certificate-reading', entry: READING_THREAD, size: 1, resourceLimits: CERTIFICATE_THREAD_LIMITS, endThreadAfterTask: true, log: deps.log });
  jobs.onStop(() => Promise.all([readingThreads.close(), certificateThreads.close()]).then(() => undefined));
  const readDocument: service.DocumentReader = (bytes, mimeType) => readingThreads.run('readDocument', { bytes, mimeType }, [bytes.buffer as ArrayBuffer]);
  const readCertificate: service.CertificateReader = (bytes, mimeType) => certificateThreads.run('readSalaryCertificate', { bytes, mimeType }, [bytes.buffer as ArrayBuffer]);
  jobs.define<{ fileId: number }>(service.RECOGNITION_QUEUE, service.RECOGNITION_QUEUE_SETTINGS, async (job) => {
    await service.runRecognitionJob(
      { db: deps.db, storage: deps.storage, now: () => deps.clock.now(), readDocument, readCertificate },
      { fileId: job.data.fileId, retryCount: job.retryCount, retryLimit: job.retryLimit },
    );
  });
}

/** Starts the workers (when this app runs jobs), then sends the recognitions a crash or a failed send left without a job. */
export async function startRecognitionWorkers(deps: WorkerDeps & { dispatcher: service.RecognitionDispatcher }): Promise<void> {
  if (deps.jobs.mode !== 'work') return;
  await deps.jobs.startWorkers();
  const swept = await deps.dispatcher.sweepUnfinished(deps.clock.now());
  if (swept.resent + swept.failed > 0) deps.log.warn(swept, 'document recognitions left unfinished: jobs sent again, interrupted last attempts marked failed');
}
