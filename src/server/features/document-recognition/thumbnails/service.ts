import type { FastifyBaseLogger } from 'fastify';
import { hasThumbnail } from '@shared/contract/documents';
import { ERROR_CODES } from '@shared/contract/errors';
import type { Db } from '../../../db/connect';
import { recordStaffRead } from '../../../platform/audit/staff-access';
import { AppError, notFound } from '../../../platform/errors';
import { createProcessPool, ProcessStoppedError } from '../../../platform/jobs/process-pool';
import type { BlobStorage } from '../../../platform/storage';
import * as data from './data';
import type { Thumbnail } from './render-thumbnail';
import type { ThumbnailTasks } from './thumbnail-process';

/** Draws a thumbnail from a file's plaintext, or null when the file has none. */
export type ThumbnailRenderer = (bytes: Uint8Array, mimeType: string) => Promise<Thumbnail | null>;

/** Built beside the server bundle under this name (scripts/build-server.mjs), loaded from its source through tsx otherwise. */
const THUMBNAIL_PROCESS = { builtFileName: 'thumbnail-process.js', source: new URL('./thumbnail-process.ts', import.meta.url) };

/**
 * The thumbnail process's V8 heap (pdf.js parses only what page 1 needs; the 8-page sample
 * statement needs about 56 MB in the reading threads) and its time: a first page takes well under
 * a second on the built server and a few seconds on a busy machine; a PDF made to render for
 * minutes is stopped and has no thumbnail.
 */
export const THUMBNAIL_PROCESS_LIMITS = { maxOldGenerationSizeMb: 128, timeoutMs: 60_000 };

/**
 * Thumbnails waiting beyond this answer 503 OVERLOADED at once: a GET spends no per-user budget,
 * and one person paging quickly through documents must not queue minutes of rendering in front
 * of everyone else.
 */
export const MAX_THUMBNAILS_WAITING = 8;
const RETRY_AFTER_SECONDS = 5;

/**
 * One child process per thumbnail, one at a time (docs/decisions.md, 'Thumbnails beside the
 * figures'): pdf.js, the decoded photo and the canvas give all their memory back when it exits
 * (an ended thread left 65–100 MB with the server), a thumbnail takes one core at most, and the
 * child sees the document's bytes and nothing of the server's secrets.
 */
export function createThumbnailRenderer(log: FastifyBaseLogger): { render: ThumbnailRenderer; close: () => Promise<void> } {
  const processes = createProcessPool<ThumbnailTasks>({ name: 'thumbnails', entry: THUMBNAIL_PROCESS, size: 1, limits: THUMBNAIL_PROCESS_LIMITS, log });
  let inFlight = 0;
  return {
    async render(bytes, mimeType) {
      if (inFlight > MAX_THUMBNAILS_WAITING) {
        throw new AppError(ERROR_CODES.overloaded, 503, 'Too many previews are being drawn; please try again in a moment', { seconds: RETRY_AFTER_SECONDS });
      }
      inFlight++;
      try {
        return await processes.run('renderThumbnail', { bytes, mimeType });
      } catch (error) {
        // A file that crashes the renderer, outgrows its heap or renders past the time limit has
        // no thumbnail (the pool logged why); the person still opens the file itself.
        if (error instanceof ProcessStoppedError) return null;
        throw error;
      } finally {
        inFlight--;
      }
    },
    close: () => processes.close(),
  };
}

export type ThumbnailDeps = { db: Db; storage: BlobStorage; renderThumbnail: ThumbnailRenderer };

const unavailable = () => new AppError(ERROR_CODES.thumbnailUnavailable, 404, 'This file has no preview (its type has none, or it cannot be opened)');

/**
 * The thumbnail of a stored file: the owner's, or for staff (expert, admin) any taxpayer's with a
 * staff-read audit row, like the recognition. Someone else's file answers 404 like a missing one.
 */
export async function getThumbnail(deps: ThumbnailDeps, args: { viewer: { userId: number; staff: boolean }; fileId: number; now: Date }): Promise<Thumbnail> {
  const file = args.viewer.staff ? await data.findFile(deps.db, args.fileId) : await data.findFileOfUser(deps.db, args.viewer.userId, args.fileId);
  if (!file) throw notFound('File not found');
  if (!hasThumbnail(file.mimeType)) throw unavailable();
  // Staff looking at their own document is no read of someone else's data.
  if (args.viewer.staff && file.userId !== args.viewer.userId) {
    await recordStaffRead(deps.db, { staffUserId: args.viewer.userId, taxpayerUserId: file.userId, taxYear: file.taxYear, subject: 'document', fileId: args.fileId, at: args.now });
  }
  let bytes: Uint8Array;
  try {
    bytes = await deps.storage.readDecrypted(file);
  } catch {
    throw new AppError(ERROR_CODES.fileDamaged, 500, 'The stored file is damaged and cannot be delivered; please contact support');
  }
  const thumbnail = await deps.renderThumbnail(bytes, file.mimeType);
  if (!thumbnail) throw unavailable();
  return thumbnail;
}
