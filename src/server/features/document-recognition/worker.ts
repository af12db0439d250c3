import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createProcessPool } from '../../platform/jobs/process-pool';
import { createThreadPool } from '../../platform/jobs/thread-pool';
import type { CertificateReadingTasks } from './reading-process';
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

/** The salary-certificate reading process's entry, found like READING_THREAD's. */
const CERTIFICATE_PROCESS = { builtFileName: 'reading-process.js', source: new URL('./reading-process.ts', import.meta.url) };

/**
 * Each salary-certificate reading runs in a child process of its own (platform/jobs/process-pool.ts).
 * OCR of a photographed certificate (1775 × 2423 px) needs a V8 heap over 96 MB; most of its
 * memory is outside the heap, where no limit reaches: the decoded and straightened photo, the
 * barcode decoder's wasm memory and the tesseract.js worker with three language models, about
 * 300–330 MB of RSS at the child's peak (built code). In a thread, the server grew by 460–490 MB at the
 * peak and kept 230–300 MB after each reading (glibc and wasm memory of an ended thread stay with
 * the process); a child gives all of it back when it exits. One child at a time, so two OCR
 * readings never add up. The time limit is far above a photo's minute on a busy machine and below
 * the job's expiry (RECOGNITION_QUEUE_SETTINGS), so a reading that hangs fails its attempt and the
 * job retries.
 */
export const CERTIFICATE_PROCESS_LIMITS = { maxOldGenerationSizeMb: 128, timeoutMs: 180_000 };

/**
 * How the certificate process starts, to keep its peak lower. glibc serves the photo's large
 * buffers (canvases, pixel copies) from its arenas once a few were freed (its mmap threshold
 * rises up to 32 MB) and keeps them there; a fixed 128 kB threshold maps each such buffer on its
 * own and unmaps it when freed. --expose-gc lets the OCR step collect the photo's buffers before
 * tesseract loads its models (salary-certificate/ocr-lines.ts). Measured on the sample photo
 * (built code, busy machine): peak 355–445 MB without both, 320–325 MB with them (300 MB once
 * ocr-lines.ts stopped copying the pixels once more).
 */
const CERTIFICATE_PROCESS_START = { nodeFlags: ['--expose-gc'], environment: { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' } };

/** Declares the recognition queue and what its jobs run (before any job is sent or fetched). */
export function defineRecognitionJobs(jobs: JobQueue, deps: WorkerDeps): void {
  // As many threads as jobs may run at once; none starts before the first job.
  const readingThreads = createThreadPool<ReadingTasks>({ name: 'document-reading', entry: READING_THREAD, size: jobs.concurrency, resourceLimits: READING_THREAD_LIMITS, log: deps.log });
  // One child per certificate, one at a time.
  const certificateProcesses = createProcessPool<CertificateReadingTasks>({
    name: 'certificate-reading',
    entry: CERTIFICATE_PROCESS,
    size: 1,
    limits: CERTIFICATE_PROCESS_LIMITS,
    start: CERTIFICATE_PROCESS_START,
    log: deps.log,
  });
  jobs.onStop(() => Promise.all([readingThreads.close(), certificateProcesses.close()]).then(() => undefined));
  const readDocument: service.DocumentReader = (bytes, mimeType) => readingThreads.run('readDocument', { bytes, mimeType }, [bytes.buffer as ArrayBuffer]);
  const readCertificate: service.CertificateReader = (bytes, mimeType) => certificateProcesses.run('readSalaryCertificate', { bytes, mimeType });
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
