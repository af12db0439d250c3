import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES } from './languages';
import {
  DOCUMENT_CATEGORIES,
  documentCategoryById,
  hasAllRequiredDocuments,
  listDocumentCategories,
  REQUIRED_CATEGORY_IDS,
  requiredDocumentsChecklist,
} from './document-categories';

describe('document categories', () => {
  it('has unique ids and keys, and a name in every language', () => {
    expect(new Set(DOCUMENT_CATEGORIES.map((c) => c.id)).size).toBe(DOCUMENT_CATEGORIES.length);
    expect(new Set(DOCUMENT_CATEGORIES.map((c) => c.key)).size).toBe(DOCUMENT_CATEGORIES.length);
    for (const cat of DOCUMENT_CATEGORIES) for (const lang of ACTIVE_LANGUAGES) expect(cat.names[lang].length, `${cat.id} ${lang}`).toBeGreaterThan(0);
  });

  it('offers the 22 names of spec part 1 as the basic categories', () => {
    const names = listDocumentCategories('basic', 'en').map((c) => c.name).sort();
    expect(names).toEqual(
      [
        'Bank Documents', 'Insurance Certificates', 'Proof of Professional Expenses', 'Receipts for Deductions', 'Salary Statement', 'Transport',
        'Charitable Donations', 'Childcare Expenses', 'Cryptocurrencies', 'Education Expenses', 'Foreign Accounts', 'Foreign Employment',
        'Foreign Investments', 'Foreign Property', 'Health Expenses', 'Other Investments', 'Primary Residence', 'Property Sale',
        'Rental Property', 'Stocks & Bonds', 'Vacation Home', 'Alimony Payments',
      ].sort(),
    );
    expect(listDocumentCategories('all', 'de').length).toBe(DOCUMENT_CATEGORIES.length);
  });

  it('keeps the required set {1 Bank Documents, 2 Insurance Certificates, 5 Salary Statement, 21 Transport}', () => {
    expect([...REQUIRED_CATEGORY_IDS].sort((a, b) => a - b)).toEqual([1, 2, 5, 21]);
    expect(REQUIRED_CATEGORY_IDS.map((id) => documentCategoryById(id)!.names.en)).toEqual(['Salary Statement', 'Bank Documents', 'Insurance Certificates', 'Transport']);
  });

  it('counts the checklist share of the four required documents', () => {
    expect(requiredDocumentsChecklist([]).percent).toBe(0);
    expect(requiredDocumentsChecklist([1, 7, 8]).percent).toBe(25);
    expect(requiredDocumentsChecklist([1, 2, 5]).percent).toBe(75);
    expect(requiredDocumentsChecklist([21, 5, 2, 1, 1])).toEqual({
      items: [{ id: 5, uploaded: true }, { id: 1, uploaded: true }, { id: 2, uploaded: true }, { id: 21, uploaded: true }],
      percent: 100,
    });
    expect(hasAllRequiredDocuments([1, 2, 5])).toBe(false);
    expect(hasAllRequiredDocuments([1, 2, 5, 21])).toBe(true);
  });
});
