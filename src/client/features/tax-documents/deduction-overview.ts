import { DEDUCTION_CATEGORIES, DEDUCTION_DOCUMENT_CATEGORY_IDS, type DeductionCategory } from '@shared/domain/deduction-categories';

type OverviewFile = { categoryId: number; originalFileName: string; fileName: string; size: number };

/** At most this many file names per category in the overview (spec part 2 §9). */
export const NAMES_PER_CATEGORY = 2;

export type DeductionOverviewItem = {
  deduction: DeductionCategory;
  count: number;
  /** The first file names, in the order the files came (newest first). */
  fileNames: string[];
  /** Files beyond the names shown ('+N weitere Dokumente'). */
  moreCount: number;
};

/**
 * The 17 deduction categories with their receipts (spec part 2 'Tax documents page'): count,
 * the first two file names and how many more. Files of other categories are not counted.
 */
export function deductionOverview(files: readonly OverviewFile[]): DeductionOverviewItem[] {
  return DEDUCTION_CATEGORIES.map((deduction) => {
    const own = files.filter((file) => file.categoryId === deduction.documentCategoryId);
    const fileNames = own.slice(0, NAMES_PER_CATEGORY).map((file) => file.originalFileName || file.fileName);
    return { deduction, count: own.length, fileNames, moreCount: Math.max(0, own.length - fileNames.length) };
  });
}

export type DeductionStats = { availableCategories: number; uploadedDocuments: number; filledCategories: number; totalBytes: number };

/** The page's four figures: categories offered, receipts uploaded, categories with receipts, their total size. */
export function deductionStats(files: readonly OverviewFile[]): DeductionStats {
  const ids = new Set<number>(DEDUCTION_DOCUMENT_CATEGORY_IDS);
  const own = files.filter((file) => ids.has(file.categoryId));
  return {
    availableCategories: DEDUCTION_CATEGORIES.length,
    uploadedDocuments: own.length,
    filledCategories: new Set(own.map((file) => file.categoryId)).size,
    totalBytes: own.reduce((sum, file) => sum + file.size, 0),
  };
}
