import { describe, expect, it } from 'vitest';
import {
  CANTON_CODES,
  CANTON_SLUGS,
  CANTONS,
  cantonByCode,
  cantonByCodeOrSlug,
  cantonBySlug,
  cantonImagePath,
  cantonInitials,
  cantonsJson,
  cantonsSortedByName,
} from './cantons';
import { ACTIVE_LANGUAGES } from './languages';

/** The rule of issue 3, written out independently of the data: lowercase ASCII of the German name. */
function slugOf(germanName: string): string {
  return germanName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/[\s.]+/g, '-')
    .replace(/-+/g, '-');
}

describe('cantons', () => {
  it('lists 26 cantons with unique codes and slugs', () => {
    expect(CANTONS).toHaveLength(26);
    expect(new Set(CANTON_CODES).size).toBe(26);
    expect(new Set(CANTON_SLUGS).size).toBe(26);
  });

  it('derives each slug from the German name as the profile stores it', () => {
    for (const c of CANTONS) {
      expect(c.slug).toBe(slugOf(c.names.de));
      expect(c.slug).toMatch(/^[a-z-]{2,40}$/);
    }
    expect(CANTON_SLUGS).toEqual(
      expect.arrayContaining(['zuerich', 'st-gallen', 'graubuenden', 'basel-landschaft', 'basel-stadt', 'appenzell-ausserrhoden', 'genf', 'tessin']),
    );
  });

  it('has a name in every language', () => {
    for (const c of CANTONS) {
      for (const lang of ACTIVE_LANGUAGES) expect(c.names[lang].trim()).not.toBe('');
    }
    const ge = cantonByCode('GE')!;
    expect(ge.names).toEqual({ de: 'Genf', fr: 'Genève', it: 'Ginevra', en: 'Geneva', gsw: 'Gänf' });
    expect(cantonByCode('GR')!.names.fr).toBe('Grisons');
    expect(cantonByCode('TI')!.names.it).toBe('Ticino');
    expect(cantonByCode('SG')!.names.gsw).toBe('Sanggale');
  });

  it('finds a canton by slug or code, in any case', () => {
    expect(cantonBySlug('zuerich')?.code).toBe('ZH');
    expect(cantonBySlug('Zuerich')?.code).toBe('ZH');
    expect(cantonBySlug('zurich')).toBeUndefined();
    expect(cantonBySlug(null)).toBeUndefined();
    expect(cantonByCode('vd')?.slug).toBe('waadt');
    expect(cantonByCode('XX')).toBeUndefined();
    expect(cantonByCodeOrSlug('st-gallen')?.code).toBe('SG');
    expect(cantonByCodeOrSlug('SG')?.slug).toBe('st-gallen');
  });

  it('sorts by the name in the chosen language, with the locale rules', () => {
    const de = cantonsSortedByName('de').map((c) => c.names.de);
    expect(de[0]).toBe('Aargau');
    expect(de.slice(1, 3)).toEqual(['Appenzell Ausserrhoden', 'Appenzell Innerrhoden']);
    expect(de.slice(-2)).toEqual(['Zug', 'Zürich']);

    const fr = cantonsSortedByName('fr').map((c) => c.names.fr);
    // A plain code-point sort would put 'Berne' before 'Bâle-…'.
    expect(fr.indexOf('Bâle-Campagne')).toBeLessThan(fr.indexOf('Berne'));
    expect(fr.indexOf('Bâle-Ville')).toBeLessThan(fr.indexOf('Berne'));
    expect(fr.slice(-2)).toEqual(['Zoug', 'Zurich']);

    const it_ = cantonsSortedByName('it').map((c) => c.names.it);
    expect(it_[0]).toBe('Appenzello Esterno');
    expect(it_.slice(-2)).toEqual(['Zugo', 'Zurigo']);

    const en = cantonsSortedByName('en').map((c) => c.names.en);
    expect(en.indexOf('Geneva')).toBeLessThan(en.indexOf('Glarus'));
    expect(en.indexOf('Grisons')).toBeGreaterThan(en.indexOf('Glarus'));

    const gsw = cantonsSortedByName('gsw').map((c) => c.names.gsw);
    expect(gsw.indexOf('Bärn')).toBeLessThan(gsw.indexOf('Basel-Stadt'));
    expect(gsw.at(-1)).toBe('Züri');

    for (const lang of ACTIVE_LANGUAGES) {
      const names = cantonsSortedByName(lang).map((c) => c.names[lang]);
      expect(names).toHaveLength(26);
      for (let i = 1; i < names.length; i += 1) {
        expect(names[i - 1]!.localeCompare(names[i]!, lang === 'gsw' ? 'de-CH' : lang)).toBeLessThanOrEqual(0);
      }
    }
  });

  it('does not reorder the canonical list', () => {
    cantonsSortedByName('fr');
    expect(CANTONS[0].code).toBe('ZH');
    expect(CANTONS[25].code).toBe('JU');
  });

  it('points to a coat of arms per code and falls back to two letters', () => {
    expect(cantonImagePath('ZH')).toBe('/cantons/zh.svg');
    expect(cantonImagePath('ai')).toBe('/cantons/ai.svg');
    expect(cantonInitials('Zürich')).toBe('ZÜ');
    expect(cantonInitials('St. Gallen')).toBe('ST');
    expect(cantonInitials('Bern')).toBe('BE');
  });

  it('builds the cantons.json content', () => {
    const { cantons } = cantonsJson('de');
    expect(cantons).toHaveLength(26);
    expect(cantons[0]).toEqual({ name: 'Aargau', code: 'AG', slug: 'aargau', imagePath: '/cantons/ag.svg' });
  });
});
