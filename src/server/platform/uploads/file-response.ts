import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { KIND_INFO, type DocumentKind } from './file-type';

/**
 * Sends stored (decrypted) bytes the one safe way: the stored type, its length, inline only for
 * kinds a browser shows by itself and not when a download is asked for, the name both as ASCII
 * and RFC 5987, never sniffed, never cached, and sandboxed so the bytes never run as our origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { originalName: string; mimeType: string; size: number },
  stream: Readable,
  options: { download: boolean },
) {
  const kind = (Object.entries(KIND_INFO).find(([, info]) => info.mimeType === file.mimeType)?.[0] ?? 'txt') as DocumentKind;
  const inline = KIND_INFO[kind].inline && !options.download;
  const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply.header('content-type', file.mimeType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'no-store');
  // Whatever the bytes are, they never run as part of our origin.
  reply.header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  return reply.send(stream);
}
