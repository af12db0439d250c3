import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createProcessPool } from '../../platform/jobs/process-pool';
import type { ReadingTasks } from './reading-process';
import * as service from './service';

type WorkerDeps = service.RecognitionDeps & { clock: Clock };

/**
 * The reading process's entry: built beside the server bundle under this name
 * (scripts/build-server.mjs), loaded from its source through tsx otherwise.
 */
const READING_PROCESS = { builtFileName: 'reading-process.js', source: new URL('./reading-process.ts', import.meta.url) };

/**
 * Every document is read in a child process of its own (platform/jobs/process-pool.ts), which
 * answers and exits, so the system gets all of its memory back. Most of a reading's memory is
 * outside the V8 heap, where no limit reaches: decoded photos and rendered pages, canvases,
 * zxing's and tesseract's WebAssembly memory, the malloc arenas of the libraries. Statements
 * were read in worker threads before: an ended thread left 65–80 MB of that with the server
 * (shared libraries, arenas, wasm memory), and a photographed certificate 230–300 MB.
 *
 * The V8 heap: the 8-page sample statement needs about 56 MB of old generation (pdf.js's parsed
 * document), OCR of a photographed certificate over 96 MB; from the sources (tsx: `npm run dev`;
 * the tests fork the built entries) a statement PDF needs up to 128 MB. A document that needs more ends its child, the attempt
 * fails and the job retries; after the last retry it is left for the expert. The time limit is
 * far above a photo's minute on a busy machine and below the job's expiry
 * (RECOGNITION_QUEUE_SETTINGS), so a reading that hangs fails its attempt and the job retries.
 */
export const READING_PROCESS_LIMITS = { maxOldGenerationSizeMb: 128, timeoutMs: 180_000 };

/**
 * How the reading process starts, to keep its peak lower. glibc serves the photo's large
 * buffers (canvases, pixel copies) from its arenas once a few were freed (its mmap threshold
 * rises up to 32 MB) and keeps them there; a fixed 128 kB threshold maps each such buffer on its
 * own and unmaps it when freed. --expose-gc lets the OCR step collect the photo's buffers before
 * tesseract loads its model (salary-certificate/ocr-lines.ts). Measured on the sample photo
 * (built code, busy machine): peak 355–445 MB without both, 320–325 MB with them (300 MB once
 * ocr-lines.ts stopped copying the pixels once more). Other V8 flags (--max-semi-space-size=1
 * or 2, --single-threaded-gc, --wasm-lazy-compilation) and glibc's arena_max or trim_threshold
 * changed the peak by less than the noise (±5 MB) and are not set.
 */
const READING_PROCESS_START = { nodeFlags: ['--expose-gc'], environment: { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' } };

/**
 * One reading process at a time, whatever the job concurrency: the service's memory is the
 * server's plus its child's, and two readings at once (a certificate's OCR, about 250 MB, and a
 * statement, about 140 MB) would add up. A statement queued behind a certificate waits for it
 * (seconds); a statement alone takes 0.6–1 s from the fork to the answer.
 */
const READING_PROCESSES_AT_ONCE = 1;

/** Declares the recognition queue and what its jobs run (before any job is sent or fetched). */
export function defineRecognitionJobs(jobs: JobQueue, deps: WorkerDeps): void {
  // No child starts before the first job.
  const readingProcesses = createProcessPool<ReadingTasks>({
    name: 'document-reading',
    entry: READING_PROCESS,
    size: READING_PROCESSES_AT_ONCE,
    limits: READING_PROCESS_LIMITS,
    start: READING_PROCESS_START,
    log: deps.log,
  });
  jobs.onStop(() => readingProcesses.close());
  const readDocument: service.DocumentReader = (bytes, mimeType) => readingProcesses.run('readDocument', { bytes, mimeType });
  const readCertificate: service.CertificateReader = (bytes, mimeType) => readingProcesses.run('readSalaryCertificate', { bytes, mimeType });
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
