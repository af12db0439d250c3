import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('address search, offline directory', () => {
  it('needs a session and at least 3 characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/address/search?q=8914' })).statusCode).toBe(401);
    const { cookie } = await t.signIn(`addr-${Date.now()}@example.ch`);
    const short = await t.app.inject({ method: 'GET', url: '/api/address/search?q=89', headers: { cookie } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Type at least 3 characters to search for an address', code: 'VALIDATION_ERROR', params: { field: 'q', reason: 'addressQueryTooShort' } });
  });

  it('finds Swiss addresses with their Gemeinde and names its source', async () => {
    const { cookie } = await t.signIn(`addr2-${Date.now()}@example.ch`);
    const res = await t.app.inject({ method: 'GET', url: `/api/address/search?q=${encodeURIComponent('Dorfstrasse 7, 8914 Aeugstertal')}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          displayName: 'Dorfstrasse 7, 8914 Aeugstertal',
          street: 'Dorfstrasse',
          houseNumber: '7',
          postalCode: '8914',
          city: 'Aeugstertal',
          gemeinde: 'Aeugst am Albis',
          state: 'ZH',
          country: 'CH',
        },
      ],
      source: { directory: expect.stringContaining('swisstopo'), directoryDate: '2021-07', remote: false },
    });
  });
});

describe('address search with a remote Nominatim-compatible provider', () => {
  let fake: Server;
  let fakeUrl: string;
  const seen: URL[] = [];
  // Its own app (and database, PGlite or PostgreSQL as TEST_DB says) with the provider configured.
  let remote: TestApp;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push(url);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify([
          {
            display_name: 'Seestrasse 10, Aeugstertal, Aeugst am Albis, Zürich, 8914, Schweiz',
            address: { road: 'Seestrasse', house_number: '10', village: 'Aeugstertal', postcode: '8914', state: 'Zürich', country_code: 'ch', 'ISO3166-2-lvl4': 'CH-ZH' },
          },
          {
            display_name: 'Seestrasse 10, Konstanz, Deutschland',
            address: { road: 'Seestrasse', house_number: '10', city: 'Konstanz', postcode: '78462', country_code: 'de' },
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const address = fake.address();
    fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    remote = await createTestApp({ config: { addressSearchUrl: fakeUrl } });
  });
  afterAll(async () => {
    await remote?.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('keeps only Swiss results, takes the Gemeinde from the directory and asks for Switzerland only', async () => {
    const { cookie } = await remote.signIn('remote@example.ch');
    const res = await remote.app.inject({ method: 'GET', url: `/api/address/search?q=${encodeURIComponent('Seestrasse 10 Aeugstertal')}`, headers: { cookie, 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source.remote).toBe(true);
    expect(body.results[0]).toEqual({
      displayName: 'Seestrasse 10, 8914 Aeugstertal',
      street: 'Seestrasse',
      houseNumber: '10',
      postalCode: '8914',
      city: 'Aeugstertal',
      gemeinde: 'Aeugst am Albis',
      state: 'ZH',
      country: 'CH',
    });
    expect(body.results.some((r: { city: string }) => r.city === 'Konstanz')).toBe(false);
    expect(seen.at(-1)!.searchParams.get('countrycodes')).toBe('ch');
    expect(seen.at(-1)!.searchParams.get('accept-language')).toBe('fr');
  });
});
