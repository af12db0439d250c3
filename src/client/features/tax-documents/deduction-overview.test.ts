import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';
import { deductionOverview, deductionStats } from './deduction-overview';
import { deductionFileProblem, uploadBlockOf } from './upload-rules';

const file = (categoryId: number, name: string, size = 1000) => ({ categoryId, originalFileName: name, fileName: `stored-${name}`, size });

describe('tax documents overview', () => {
  it('lists all 17 deduction categories, empty at first, and the statistics start at zero', () => {
    const overview = deductionOverview([]);
    expect(overview).toHaveLength(17);
    expect(overview.map((item) => item.deduction.documentCategoryId)).toEqual(Array.from({ length: 17 }, (_, i) => 101 + i));
    expect(overview.every((item) => item.count === 0 && item.fileNames.length === 0 && item.moreCount === 0)).toBe(true);
    expect(deductionStats([])).toEqual({ availableCategories: 17, uploadedDocuments: 0, filledCategories: 0, totalBytes: 0 });
  });

  it('shows the first two file names of a category and counts the rest', () => {
    const files = [file(105, 'a.pdf'), file(105, 'b.pdf'), file(105, 'c.pdf'), file(105, 'd.pdf'), file(108, 'spende.pdf')];
    const overview = deductionOverview(files);
    const saule3a = overview.find((item) => item.deduction.id === 'saule3a')!;
    expect(saule3a).toMatchObject({ count: 4, fileNames: ['a.pdf', 'b.pdf'], moreCount: 2 });
    expect(overview.find((item) => item.deduction.id === 'spenden')).toMatchObject({ count: 1, fileNames: ['spende.pdf'], moreCount: 0 });
  });

  it('falls back to the stored name and ignores documents of other categories', () => {
    const files = [{ categoryId: 101, originalFileName: '', fileName: 'scan.pdf', size: 10 }, file(5, 'Lohnausweis.pdf', 5000)];
    expect(deductionOverview(files)[0]!.fileNames).toEqual(['scan.pdf']);
    expect(deductionStats(files)).toEqual({ availableCategories: 17, uploadedDocuments: 1, filledCategories: 1, totalBytes: 10 });
  });

  it('counts documents, filled categories and the total size', () => {
    const files = [file(101, 'a.pdf', 1024), file(101, 'b.pdf', 2048), file(117, 'lotto.png', 512)];
    expect(deductionStats(files)).toEqual({ availableCategories: 17, uploadedDocuments: 3, filledCategories: 2, totalBytes: 3584 });
  });
});

describe('tax documents upload rules', () => {
  it('takes receipts at status 2 and 3 until the year is locked', () => {
    expect(uploadBlockOf({ statusId: 1, advancedTaxLocked: false })).toBe('profileIncomplete');
    expect(uploadBlockOf({ statusId: 2, advancedTaxLocked: false })).toBeNull();
    expect(uploadBlockOf({ statusId: 3, advancedTaxLocked: false })).toBeNull();
    expect(uploadBlockOf({ statusId: 3, advancedTaxLocked: true })).toBe('locked');
    expect(uploadBlockOf({ statusId: 4, advancedTaxLocked: true })).toBe('transmitted');
    expect(uploadBlockOf({ statusId: 6, advancedTaxLocked: false })).toBe('transmitted');
  });

  it('accepts PDF, JPEG, PNG and Word files below 50 MB', () => {
    for (const name of ['beleg.pdf', 'FOTO.JPG', 'scan.jpeg', 'bild.png', 'brief.doc', 'brief.docx']) expect(deductionFileProblem({ name, size: 10 }), name).toBeNull();
    expect(deductionFileProblem({ name: 'notiz.txt', size: 10 })).toBe('UNSUPPORTED_TYPE');
    expect(deductionFileProblem({ name: 'bild.webp', size: 10 })).toBe('UNSUPPORTED_TYPE');
    expect(deductionFileProblem({ name: 'leer.pdf', size: 0 })).toBe('EMPTY_FILE');
    expect(deductionFileProblem({ name: 'gross.pdf', size: MAX_UPLOAD_BYTES })).toBe('FILE_TOO_LARGE');
  });
});
