import { describe, expect, it } from 'vitest';
import { DEDUCTION_CATEGORIES, DEDUCTION_DOCUMENT_CATEGORY_IDS, deductionCategoryById } from './deduction-categories';
import { documentCategoryById, listDocumentCategories } from './document-categories';
import { ACTIVE_LANGUAGES } from './languages';

describe('deduction categories', () => {
  it('are the 17 of the spec with their tax form items', () => {
    expect(DEDUCTION_CATEGORIES).toHaveLength(17);
    expect(new Set(DEDUCTION_CATEGORIES.map((d) => d.id)).size).toBe(17);
    expect(deductionCategoryById('saule3a')?.formItem).toBe('13');
    expect(deductionCategoryById('unterhalt')?.formItem).toBe('22.2');
    expect(deductionCategoryById('lotto')?.formItem).toBe('4/30.1');
    expect(deductionCategoryById('unknown')).toBeUndefined();
  });

  it('each keep their receipts in an own document category, named in every language, outside the home dialog', () => {
    expect(new Set(DEDUCTION_DOCUMENT_CATEGORY_IDS).size).toBe(17);
    const basicIds = new Set(listDocumentCategories('basic', 'de').map((c) => c.id));
    for (const deduction of DEDUCTION_CATEGORIES) {
      const category = documentCategoryById(deduction.documentCategoryId);
      expect(category?.key, deduction.id).toBe(`deduction_${deduction.id}`);
      for (const lang of ACTIVE_LANGUAGES) expect(category!.names[lang].length).toBeGreaterThan(0);
      expect(basicIds.has(deduction.documentCategoryId)).toBe(false);
    }
  });
});
