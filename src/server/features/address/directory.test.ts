import { describe, expect, it } from 'vitest';
import { createAddressDirectory, parseDirectory, searchKey, shippedAddressDirectory, splitStreet } from './directory';

const directory = shippedAddressDirectory();

describe('offline address directory', () => {
  it('finds the localities of a postal code, with the political municipality', () => {
    const results = directory.search('8914', 5);
    expect(results.map((r) => [r.city, r.gemeinde, r.state])).toEqual([
      ['Aeugst am Albis', 'Aeugst am Albis', 'ZH'],
      ['Aeugstertal', 'Aeugst am Albis', 'ZH'],
    ]);
  });

  it('knows a municipality that differs from the locality', () => {
    const [hit] = directory.search('Aeugstertal', 5);
    expect(hit).toMatchObject({ postalCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis', country: 'CH' });
  });

  it('matches localities with umlauts typed either way', () => {
    for (const q of ['Zürich', 'Zuerich', 'zurich']) {
      const results = directory.search(q, 5);
      expect(results.length, q).toBe(5);
      expect(results.every((r) => r.gemeinde === 'Zürich'), q).toBe(true);
    }
    expect(directory.search('Münsingen', 5)[0]).toMatchObject({ city: 'Münsingen', state: 'BE' });
  });

  it('derives street and house number from what was typed', () => {
    const [hit] = directory.search('Bahnhofstrasse 12a, 8001 Zürich', 5);
    expect(hit).toMatchObject({ street: 'Bahnhofstrasse', houseNumber: '12a', postalCode: '8001', city: 'Zürich', gemeinde: 'Zürich', displayName: 'Bahnhofstrasse 12a, 8001 Zürich' });
    const [noComma] = directory.search('Dorfstrasse 5 Aeugstertal', 5);
    expect(noComma).toMatchObject({ street: 'Dorfstrasse', houseNumber: '5', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis' });
    expect(splitStreet('Rue du Lac 3')).toEqual({ street: 'Rue du Lac', houseNumber: '3' });
    expect(splitStreet('Im Grund')).toEqual({ street: 'Im Grund', houseNumber: '' });
  });

  it('keeps to five Swiss results and leaves out Liechtenstein', () => {
    expect(directory.search('Zürich', 5)).toHaveLength(5);
    expect(directory.search('9490', 5)).toEqual([]); // Vaduz
    expect(directory.search('Vaduz', 5)).toEqual([]);
    expect(directory.search('qqqq', 5)).toEqual([]);
  });

  it('reads a newer export with the same columns in another order', () => {
    const csv = 'canton,postal_code,municipality,locality,bfs_number,language\nBE,3000,Bern,Bern,351,de\n';
    expect(createAddressDirectory(parseDirectory(csv)).search('3000', 5)[0]).toMatchObject({ city: 'Bern', gemeinde: 'Bern', state: 'BE' });
    expect(() => parseDirectory('a,b\n1,2\n')).toThrow(/postal_code/);
  });

  it('folds case, accents and umlauts', () => {
    expect(searchKey('Genève')).toBe('geneve');
    expect(searchKey('Zürich')).toBe(searchKey('ZUERICH'));
  });
});
