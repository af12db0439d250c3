import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from '../errors';
import type { BlobStorage, EncryptionEnvelope } from '../storage';
import { createTextCheck, detectKind, SNIFF_BYTES, type DocumentKind } from './file-type';
import { ScannerUnavailableError, type MalwareScanner, type ScanSession } from './malware-scan';

/** One file part of a multipart upload, streamed to encrypted temporary storage. */
export type ReceivedFile = {
  originalName: string;
  tempPath: string;
  envelope: EncryptionEnvelope;
  size: number;
  sha256: string;
  kind: DocumentKind | null;
  /** The stream hit the size limit and was cut off. */
  truncated: boolean;
  /** ClamAV found malware in it (only ever true when the scan is configured). */
  infected: boolean;
};

export type UploadPipeline = { storage: BlobStorage; malwareScanner: MalwareScanner };

/**
 * Streams one part through type sniffing, the text check and the malware scan here, and through
 * SHA-256 and encryption to disk in an encryption thread (storage.writeTemp), never holding
 * more than the first 64 KB and the batches in flight in memory. A scanner that does not answer fails the
 * whole upload (503): no file is kept unscanned.
 */
export async function receiveFilePart(pipeline: UploadPipeline, part: MultipartFile): Promise<ReceivedFile> {
  const { storage } = pipeline;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const text = createTextCheck();
  const scan: ScanSession | null = pipeline.malwareScanner.enabled ? pipeline.malwareScanner.start() : null;
  let written: Awaited<ReturnType<BlobStorage['writeTemp']>>;
  try {
    written = await storage.writeTemp(part.file, (chunk) => {
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      text.push(chunk);
      scan?.write(chunk);
    });
  } catch (error) {
    scan?.abort();
    throw error;
  }
  const { tempPath, envelope, size, sha256 } = written;
  try {
    // An empty file is refused anyway, and clamd cannot take an empty stream.
    let infected = false;
    if (scan && size > 0) infected = (await scan.finish()) === 'infected';
    else scan?.abort();
    const kind = infected
      ? null
      : await detectKind({
          head: Buffer.concat(headChunks),
          size,
          isPlainText: text.isPlainText(),
          isUtf8Text: text.isUtf8Text(),
          readAt: (offset, length) => storage.readTempPlaintext(tempPath, envelope, offset, length),
          openStream: () => storage.openTempPlaintext(tempPath, envelope),
        });
    return { originalName: cleanFilename(part.filename), tempPath, envelope, size, sha256, kind, truncated: part.file.truncated, infected };
  } catch (error) {
    await storage.discard({ tempPath });
    if (error instanceof ScannerUnavailableError) {
      // The cause (clamd's own words, e.g. 'INSTREAM size limit exceeded' when its StreamMaxLength
      // is below our 50 MB) holds no upload data.
      throw new AppError(
        ERROR_CODES.malwareScanUnavailable,
        503,
        'The malware scan is not available right now; nothing was stored. Please try again in a few minutes',
        undefined,
        { headers: { 'retry-after': '60' }, cause: error },
      );
    }
    throw error;
  }
}

/** The longest name we keep (the extension included). */
export const MAX_FILENAME_LENGTH = 200;

/**
 * Characters that must not survive in a name: control characters (C0, DEL, C1), invisible
 * format characters (bidi controls such as U+202E RIGHT-TO-LEFT OVERRIDE, which can make
 * 'invoice‮fdp.exe' look like 'invoiceexe.pdf', zero-width characters, the BOM, tags) and
 * line or paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name as the person's device gave it, without any path, without control or invisible
 * characters, and at most 200 characters long. A longer name is shortened in its middle part
 * and keeps its extension, so the type check still sees '.pdf' and the person recognises it.
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(INVISIBLE, '').replace(/\p{Zs}/gu, ' ').trim();
  const chars = [...cleaned];
  if (chars.length <= MAX_FILENAME_LENGTH) return cleaned || 'document';
  const extension = cleaned.match(/\.[\p{L}\p{N}]{1,16}$/u)?.[0] ?? '';
  const extensionLength = [...extension].length;
  const stem = chars.slice(0, chars.length - extensionLength);
  const keep = MAX_FILENAME_LENGTH - extensionLength - 1;
  const start = stem.slice(0, Math.ceil(keep * 0.75)).join('').trimEnd();
  const end = stem.slice(stem.length - (keep - Math.ceil(keep * 0.75))).join('').trimStart();
  return `${start}…${end}${extension}`;
}
