// @vitest-environment happy-dom
// The names come from the browser's documentCategories namespace (lib/i18n.ts), which the component-test setup loads.
import { describe, expect, it } from 'vitest';
import type { DocumentFile } from '@shared/contract/documents';
import { downloadUrl, groupDocumentsByCategory } from './document-groups';

const doc = (id: number, categoryId: number, uploadedAt: string): DocumentFile => ({
  id,
  filename: `f${id}.pdf`,
  originalFileName: `f${id}.pdf`,
  fileName: `f${id}.pdf`,
  categoryId,
  categoryName: `Server ${categoryId}`,
  category: String(categoryId),
  taxYear: 2025,
  createdAt: uploadedAt,
  uploadedAt,
  blobUrl: `/api/expert/cases/7/2025/files/${id}/content`,
  size: 10,
  mimeType: 'application/pdf',
  hash: 'a'.repeat(64),
});

describe('groupDocumentsByCategory', () => {
  it('groups by category in id order, newest file first, names in the interface language', () => {
    const groups = groupDocumentsByCategory([doc(1, 5, '2026-01-01T10:00:00Z'), doc(2, 1, '2026-01-02T10:00:00Z'), doc(3, 5, '2026-01-03T10:00:00Z'), doc(4, 999, '2026-01-01T10:00:00Z')], 'de');
    expect(groups.map((g) => [g.categoryId, g.name, g.files.map((f) => f.id)])).toEqual([
      [1, 'Bankunterlagen', [2]],
      [5, 'Lohnausweis', [3, 1]],
      [999, 'Server 999', [4]],
    ]);
    expect(groupDocumentsByCategory([doc(1, 5, '2026-01-01T10:00:00Z')], 'fr')[0]?.name).toBe('Certificat de salaire');
  });
});

describe('downloadUrl', () => {
  it('adds download=1', () => {
    expect(downloadUrl('/api/x/content')).toBe('/api/x/content?download=1');
    expect(downloadUrl('/api/x/content?v=2')).toBe('/api/x/content?v=2&download=1');
  });
});
