import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart, sha256 } from './multipart';
import { ORIGIN_HEADER } from './test-app';

/**
 * Uploads one file through POST /api/files/upload as the client does (fields first, then the
 * file with its SHA-256) and answers the stored file's id; the test fails unless it was accepted.
 */
export async function uploadOneFile(
  app: FastifyInstance,
  cookie: string,
  file: { filename: string; content: Buffer; categoryId: number | string; taxYear: number; contentType?: string },
): Promise<number> {
  const { payload, headers } = multipart([
    { name: 'categoryId', value: String(file.categoryId) },
    { name: 'taxYear', value: String(file.taxYear) },
    { name: 'hashes[]', value: sha256(file.content) },
    { name: 'files', filename: file.filename, content: file.content, ...(file.contentType ? { contentType: file.contentType } : {}) },
  ]);
  const res = await app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
  const [uploaded] = res.json().results;
  expect(uploaded.status, JSON.stringify(uploaded)).toBe('fulfilled');
  return uploaded.value.id as number;
}
