import type { DocumentFile } from '@shared/contract/documents';
import { documentCategoryById } from '@shared/domain/document-categories';
import type { Language } from '@shared/domain/languages';
import type { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

/**
 * A content URL ending in the file's own name. The routes ignore that last segment; it is there
 * because a browser names the tab of a viewed PDF or image after it ('Lohnausweis.pdf', not
 * 'content').
 */
export function namedContentUrl(contentUrl: string, fileName: string): string {
  return `${contentUrl}/${encodeURIComponent(fileName)}`;
}

/**
 * A stored document as the API shows it. The taxpayer's own list points `blobUrl` at
 * /api/files/{id}/content/{name}; the experts' case page at its staff route.
 */
export function toDocumentFile(row: FileRow, language: Language, contentUrl = `/api/files/${row.id}/content`): DocumentFile {
  const blobUrl = namedContentUrl(contentUrl, row.originalName);
  const categoryName = documentCategoryById(row.categoryId)?.names[language] ?? String(row.categoryId);
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    filename: row.originalName,
    originalFileName: row.originalName,
    fileName: row.originalName,
    categoryId: row.categoryId,
    categoryName,
    category: categoryName,
    taxYear: row.taxYear,
    createdAt,
    uploadedAt: createdAt,
    blobUrl,
    size: row.size,
    mimeType: row.mimeType,
    hash: row.sha256,
  };
}
