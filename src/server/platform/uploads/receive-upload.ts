import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { BlobStorage, EncryptionEnvelope } from '../storage';
import { createTextCheck, detectBinaryKind, SNIFF_BYTES, type DocumentKind } from './file-type';

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
};

/**
 * Streams one part through SHA-256, type sniffing and encryption to disk, never holding more
 * than the first 64 KB in memory.
 */
export async function receiveFilePart(storage: BlobStorage, part: MultipartFile): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let binaryKind: DocumentKind | null = null;
  // Whether the content may still be plain text: only then is every byte decoded as UTF-8.
  let maybeText = true;
  const text = createTextCheck();
  const { tempPath, envelope, size } = await storage.writeTemp(part.file, (chunk) => {
    hash.update(chunk);
    if (headLength < SNIFF_BYTES) {
      headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
      headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      if (headLength >= SNIFF_BYTES) {
        binaryKind = detectBinaryKind(Buffer.concat(headChunks));
        maybeText = binaryKind === null;
      }
    }
    if (maybeText) text.push(chunk);
  });
  if (headLength < SNIFF_BYTES) binaryKind = detectBinaryKind(Buffer.concat(headChunks));
  const kind: DocumentKind | null = binaryKind ?? (size > 0 && text.isPlainText() ? 'txt' : null);
  return {
    originalName: cleanFilename(part.filename),
    tempPath,
    envelope,
    size,
    sha256: hash.digest('hex'),
    kind,
    truncated: part.file.truncated,
  };
}

/** The name as the person's device gave it, without any path and without control characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'document';
}
