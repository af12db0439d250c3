import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import * as service from './service';

type WorkerDeps = service.RecognitionDeps & { clock: Clock };

/** Declares the recognition queue and what its jobs run (before any job is sent or fetched). */
export function defineRecognitionJobs(jobs: JobQueue, deps: WorkerDeps): void {
  jobs.define<{ fileId: number }>(service.RECOGNITION_QUEUE, service.RECOGNITION_QUEUE_SETTINGS, async (job) => {
    await service.runRecognitionJob(
      { db: deps.db, storage: deps.storage, now: () => deps.clock.now() },
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
