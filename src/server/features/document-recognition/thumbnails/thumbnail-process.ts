/**
 * Entry module of the thumbnail process (thumbnails/service.ts, platform/jobs/process-pool.ts):
 * pdf.js rendering, photo decoding and WebP encoding run in a short-lived child, off the server's
 * thread, and give all their memory back when it exits. Built as its own entry point beside the
 * server bundle (scripts/build-server.mjs), so it loads pdf.js and the canvas only, not the
 * barcode, XSD and OCR readers.
 */
import { serveProcessTask } from '../../../platform/jobs/process-pool';
import { renderThumbnail } from './render-thumbnail';

const thumbnailTasks = {
  /** The bytes arrive as a copy over the IPC channel; the answer's bytes go back the same way. */
  renderThumbnail: ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }) => renderThumbnail(bytes, mimeType),
};

export type ThumbnailTasks = typeof thumbnailTasks;

serveProcessTask(thumbnailTasks);
