import type { DocumentFile } from '@shared/contract/documents';
import type { Language } from '@shared/domain/languages';
import { documentCategoryName } from '@client/lib/document-category-name';

export type DocumentGroup<Doc extends DocumentFile = DocumentFile> = { categoryId: number; name: string; files: Doc[] };

/**
 * The case's documents by category, in the category table's order (unknown ids last, by id);
 * files inside a group newest first. Names in the interface language, the server's name when
 * the id is unknown.
 */
export function groupDocumentsByCategory<Doc extends DocumentFile>(documents: readonly Doc[], language: Language): DocumentGroup<Doc>[] {
  const groups = new Map<number, DocumentGroup<Doc>>();
  for (const doc of documents) {
    let group = groups.get(doc.categoryId);
    if (!group) {
      group = { categoryId: doc.categoryId, name: documentCategoryName(doc.categoryId, language) ?? doc.categoryName, files: [] };
      groups.set(doc.categoryId, group);
    }
    group.files.push(doc);
  }
  for (const group of groups.values()) group.files.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  return [...groups.values()].sort((a, b) => a.categoryId - b.categoryId);
}

/** The staff content URL with `download=1`, which the server answers as an attachment. */
export function downloadUrl(contentUrl: string): string {
  return `${contentUrl}${contentUrl.includes('?') ? '&' : '?'}download=1`;
}
