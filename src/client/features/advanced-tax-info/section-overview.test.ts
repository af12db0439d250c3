import { describe, expect, it } from 'vitest';
import type { TaxCategoryPreferences } from '@shared/contract/advanced-tax-info';
import { manualToggles, pageTabs, sectionSummaries, tabIdOf, uploadAvailability } from './section-overview';

const off = { enabled: false, autoEnabled: false, manual: null };
/** Every section off and never switched (authorization on), then the given ones. */
const preferences = (sections: Partial<TaxCategoryPreferences['sections']>): TaxCategoryPreferences => ({
  taxYear: 2025,
  sections: {
    authorization: { enabled: true, autoEnabled: true, manual: null },
    investments: off,
    deductions: off,
    realEstate: off,
    foreignIncome: off,
    spouse: off,
    children: off,
    ...sections,
  },
});

describe('section summaries of the tax documents overview', () => {
  it('count the files of each section by its categories, alimony (35) in deductions and children', () => {
    const files = [{ categoryId: 17 }, { categoryId: 20 }, { categoryId: 20 }, { categoryId: 35 }, { categoryId: 1 }, { categoryId: 99 }];
    const byId = Object.fromEntries(sectionSummaries({ profile: {}, preferences: undefined, files }).map((s) => [s.id, s]));
    expect(byId.foreignIncome!.fileCount).toBe(3);
    expect(byId.foreignIncome!.categories).toEqual([
      { id: 17, fileCount: 1 },
      { id: 18, fileCount: 0 },
      { id: 19, fileCount: 0 },
      { id: 20, fileCount: 2 },
    ]);
    expect(byId.deductions!.fileCount).toBe(1);
    expect(byId.children!.fileCount).toBe(1);
    expect(byId.authorization!.fileCount).toBe(1);
    expect(byId.investments!.fileCount).toBe(0);
  });

  it('keep authorization always on and sections the tax profile needs on and not switchable', () => {
    const summaries = sectionSummaries({ profile: { hasChildren: true, maritalStatus: 'married' }, preferences: undefined, files: [] });
    const byId = Object.fromEntries(summaries.map((s) => [s.id, s]));
    expect(summaries.map((s) => s.id)).toEqual(['authorization', 'investments', 'deductions', 'realEstate', 'foreignIncome', 'spouse', 'children']);
    expect(byId.authorization).toMatchObject({ enabled: true, toggle: 'always' });
    expect(byId.children).toMatchObject({ enabled: true, toggle: 'auto' });
    expect(byId.spouse).toMatchObject({ enabled: true, toggle: 'auto' });
    expect(byId.investments).toMatchObject({ enabled: false, toggle: 'manual' });
  });

  it('follow the manual switch of the other sections, and an auto-enabled one stays on whatever was saved', () => {
    const prefs = preferences({
      investments: { enabled: true, autoEnabled: false, manual: true },
      realEstate: { ...off, manual: false },
      children: { enabled: true, autoEnabled: true, manual: false },
    });
    const byId = Object.fromEntries(sectionSummaries({ profile: { hasChildren: true }, preferences: prefs, files: [] }).map((s) => [s.id, s]));
    expect(byId.investments).toMatchObject({ enabled: true, toggle: 'manual' });
    expect(byId.realEstate).toMatchObject({ enabled: false, toggle: 'manual' });
    expect(byId.children).toMatchObject({ enabled: true, toggle: 'auto' });
    expect(manualToggles(prefs)).toEqual({ investments: true, realEstate: false, children: false });
  });
});

describe('tabs of the advanced page', () => {
  it('show overview and authorization always, the other sections while they are on', () => {
    expect(pageTabs({}, undefined)).toEqual(['overview', 'authorization']);
    expect(pageTabs({ propertyOwner: true }, preferences({ foreignIncome: { enabled: true, autoEnabled: false, manual: true } }))).toEqual([
      'overview',
      'authorization',
      'realEstate',
      'foreignIncome',
    ]);
  });

  it('read a tab from the address bar, anything unknown as no tab', () => {
    expect(tabIdOf('children')).toBe('children');
    expect(tabIdOf('overview')).toBe('overview');
    expect(tabIdOf('xyz')).toBeNull();
    expect(tabIdOf(null)).toBeNull();
  });
});

describe('upload button of a category', () => {
  it('works for a relevant section at status 2 and 3', () => {
    expect(uploadAvailability({ locked: false, statusId: 3, relevant: true })).toBe('ready');
    expect(uploadAvailability({ locked: false, statusId: 2, relevant: true })).toBe('ready');
  });

  it('says locked first, then not relevant, then not possible at other statuses', () => {
    expect(uploadAvailability({ locked: true, statusId: 3, relevant: false })).toBe('locked');
    expect(uploadAvailability({ locked: false, statusId: 3, relevant: false })).toBe('notRelevant');
    expect(uploadAvailability({ locked: false, statusId: 1, relevant: true })).toBe('notAllowed');
    expect(uploadAvailability({ locked: false, statusId: 4, relevant: true })).toBe('notAllowed');
  });
});
