import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { multipart, samples } from '../support/multipart';
import { startStripeStandIn } from '../support/stripe-stand-in';

/**
 * Issue 9, finding 2: odd input at every route the app registers is a 400 `{ message, code }`
 * from the shared schemas (or another 4xx), never a 5xx. The routes are collected as the app
 * registers them, so a new route is covered without touching this file. Each route gets a sample
 * request shaped after its own schemas, with one place (a path parameter, a query field or one
 * leaf of the body) replaced by an odd value, signed in as an admin so the role checks let the
 * request through to validation and beyond.
 */

const ADMIN = 'odd-input-admin@example.ch';
let t: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let cookie = '';
const routes: RouteOptions[] = [];

beforeAll(async () => {
  // Payment configured (card through a local Stripe stand-in, invoices), so those routes get
  // past 'not configured' to their validation.
  standIn = await startStripeStandIn();
  t = await createTestApp({
    adminEmails: [ADMIN],
    // The debug sign-in route exists only with DEBUG_LOGIN: switched on so it is probed too.
    debugLogin: true,
    config: {
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_test' },
      invoice: { iban: 'CH4431999123000889012', creditor: { name: 'Helvetax AG', address: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' } },
    },
    deps: { stripeApi: standIn.api, onRoute: (route) => void routes.push(route) },
  });
  cookie = (await t.signIn(ADMIN)).cookie;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const HUGE = 'x'.repeat(100_000);
const oddStrings = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Müller\u0000',
    '756.1234.5678.97\u0000',
    '\u0007bell',
    '\u001b[31mred',
    'a\u0085b',
    'line\rbreak',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    HUGE,
    `${' '.repeat(100_000)}a`,
    '\u0000'.repeat(50),
    '',
    ' ',
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const oddNumbers = fc.constantFrom(2_147_483_648, 1e21, -1, 1.5, 0, 99_999_999_999, Number.MAX_SAFE_INTEGER + 2, -0.5, 2_147_483_647);
const oddValues: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  oddNumbers,
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: '\u0000' }, ['\u0000'], '2147483648', '1e21', '1e3', '-1', '1.5', '0x10'),
);
/** Odd values as they appear in a path or a query string. */
const oddPathValues = fc.oneof(
  fc.constantFrom('2147483648', '1e21', '1e3', '-1', '1.5', '0', '99999999999', '0x10', ' 1', '1 ', '+1', '٣', 'NaN', 'Infinity', '', HUGE.slice(0, 5000)),
  oddStrings.filter((s) => s.length < 10_000),
);

/** Percent-encodes a value; lone surrogates (which encodeURIComponent refuses) become bytes that are not UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '\uFFFD').split('\uFFFD').map(encodeURIComponent).join('%ED%A0%80');
  }
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/** A plausible value for a schema: valid where that is easy, so the odd value is what gets refused. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sample(options[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'string':
      if (schema.format === 'email') return 'someone@example.ch';
      if (schema.pattern?.includes('\\d{4}-\\d{2}')) return '2020-01-31';
      if (schema.pattern?.includes('0-9]{4}')) return '2025';
      if (schema.pattern?.includes('0-9]{1,10}')) return '1';
      // Empty passes every optional text (and an empty AHV or tax number); required ones get letters.
      return schema.minLength ? 'Xy1'.padEnd(schema.minLength, '1') : '';
    case 'integer':
    case 'number':
      // The tax year open for filing by the test clock (November 2026).
      if (schema.minimum === 2000 && schema.maximum === 2100) return 2025;
      return Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1), Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.default ?? null;
  }
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Every place of a value that can hold another value: the value itself, object fields, array items. */
function placesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value)) value.forEach((item, i) => places.push(...placesOf(item, [...path, i])));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...path, key]));
  return places;
}

function replaced(value: unknown, path: (string | number)[], odd: unknown): unknown {
  if (path.length === 0) return odd;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, odd);
  return copy;
}

type Probe = { method: string; url: string; payload?: string | Buffer; headers: Record<string, string>; what: string };

type Target = { where: 'param' | 'query' | 'body'; index: number; odd: unknown; minimal: boolean };

/**
 * Requests for one route: its sample with one odd place (a path parameter, a query field or one
 * leaf of the body). With `minimal` the body holds only the way to that leaf, so schemas whose
 * fields are all optional (a profile update) pass the odd value on alone.
 */
function routeProbes(route: RouteOptions & { method: string }) {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const paramSample = (name: string) => (/year/i.test(name) ? '2025' : /categoryId/.test(name) ? 'spouse' : '1');
  const querySchema = jsonSchemaOf(schema.querystring);
  const querySample = (querySchema ? sample(querySchema) : {}) as Record<string, unknown>;
  const queryKeys = Object.keys(querySample);
  const bodySample = schema.body ? sample(jsonSchemaOf(schema.body)) : undefined;
  const bodyPlaces = bodySample === undefined ? [] : placesOf(bodySample);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const probe = ({ where, index, odd, minimal }: Target): Probe => {
    const params = Object.fromEntries(paramNames.map((name) => [name, paramSample(name)]));
    const query: Record<string, string> = Object.fromEntries(Object.entries(querySample).map(([k, v]) => [k, String(v)]));
    let body = bodySample;
    let what: string;
    const shown = JSON.stringify(odd)?.slice(0, 40);
    if (where === 'param') {
      params[paramNames[index]!] = String(odd);
      what = `param ${paramNames[index]}=${shown}`;
    } else if (where === 'query') {
      // One past the schema's fields: a field the schema does not know (ignored, not choked on).
      const key = queryKeys[index] ?? 'extra';
      query[key] = String(odd);
      what = `query ${key}=${shown}`;
    } else {
      const place = bodyPlaces[index]!;
      body = replaced(minimal ? emptyLike(bodySample) : bodySample, place, odd);
      what = `${minimal ? 'minimal ' : ''}body ${place.join('.') || '(whole)'}=${shown}`;
    }
    const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encode(params[name]!));
    const search = Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    return {
      method: route.method,
      url: search ? `${path}?${search}` : path,
      ...(hasBody ? { payload: JSON.stringify(body ?? {}) } : {}),
      headers: { ...ORIGIN_HEADER, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      what,
    };
  };

  /** Each place once with a NUL byte and once with the first id past the 32-bit range (bodies: alone and within the sample). */
  const sweep: Probe[] = [];
  for (const odd of ['a\u0000b', 2_147_483_648]) {
    paramNames.forEach((_name, index) => sweep.push(probe({ where: 'param', index, odd, minimal: false })));
    queryKeys.forEach((_key, index) => sweep.push(probe({ where: 'query', index, odd, minimal: false })));
    for (const minimal of [true, false]) bodyPlaces.forEach((_place, index) => sweep.push(probe({ where: 'body', index, odd, minimal })));
  }

  const wheres: fc.Arbitrary<{ where: Target['where']; index: number }>[] = [fc.nat(queryKeys.length).map((index) => ({ where: 'query' as const, index }))];
  if (paramNames.length) wheres.push(fc.nat(paramNames.length - 1).map((index) => ({ where: 'param' as const, index })));
  if (bodyPlaces.length) wheres.push(fc.nat(bodyPlaces.length - 1).map((index) => ({ where: 'body' as const, index })));
  const random = fc
    .record({ at: fc.oneof(...wheres), odd: oddValues, oddInPath: oddPathValues, minimal: fc.boolean() })
    .map(({ at, odd, oddInPath, minimal }) => probe({ ...at, odd: at.where === 'body' ? odd : oddInPath, minimal }));
  return { sweep, random };
}

/** The same shape with nothing in it: objects without fields, arrays without items. */
function emptyLike(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') return {};
  return value;
}

const UPLOAD_FIELDS = ['categoryId', 'taxYear', 'hashes', 'hashes[]', 'hash', 'category', 'sha256'];
/** Multipart bodies with odd field values and file names, for every route that takes a body. */
function multipartProbesFor(route: RouteOptions & { method: string }): fc.Arbitrary<Probe> {
  const field = fc.record({ name: fc.constantFrom(...UPLOAD_FIELDS), value: fc.oneof(oddStrings.filter((s) => s.length < 70_000), oddPathValues) });
  const fileName = fc.oneof(fc.constant('beleg.pdf'), oddStrings.filter((s) => !/["\r\n]/.test(s) && s.length < 5_000).map((s) => `${s}.pdf`), fc.constant(`${'n'.repeat(300)}.pdf`));
  return fc.record({ fields: fc.array(field, { minLength: 1, maxLength: 3 }), fileName }).map(({ fields, fileName: name }) => {
    const body = multipart([...fields, { name: 'files', filename: name, content: samples.pdf(), contentType: 'application/pdf' }]);
    const path = route.url.replace(/:([A-Za-z]+)/g, (_m, param: string) => (/year/i.test(param) ? '2025' : '1'));
    return {
      method: route.method,
      url: path,
      payload: body.payload,
      headers: { ...ORIGIN_HEADER, ...body.headers },
      what: `multipart ${fields.map((f) => `${f.name}=${JSON.stringify(f.value.slice(0, 30))}`).join(' ')} file=${JSON.stringify(name.slice(0, 30))}`,
    };
  });
}

/** Some probes end the admin's session (resetting their own profile does): sign in again. */
async function stillSignedIn() {
  const check = await t.app.inject({ method: 'GET', url: '/api/debug/check-auth', headers: { cookie } });
  if (check.json<{ isAuthenticated: boolean }>().isAuthenticated) return;
  // Past the one-code-per-minute limit of the address.
  t.clock.advance(61_000);
  cookie = (await t.signIn(ADMIN)).cookie;
}

describe('odd input at every route', () => {
  it('is answered 4xx with { message, code } or accepted, never 5xx', async () => {
    const apiRoutes = routes
      .filter((route): route is RouteOptions & { method: string } => typeof route.method === 'string' && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      // Signing out ends the session every other probe needs; it takes no input of its own.
      .filter((route) => route.url !== '/api/auth/logout');
    // The app's routes were collected: a broken collection must not pass as 'nothing failed'.
    expect(apiRoutes.length).toBeGreaterThan(60);
    expect(apiRoutes.some((route) => route.url === '/api/expert/cases/:userId/:taxYear')).toBe(true);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const send = async (route: RouteOptions, probe: Probe) => {
      const res = await t.app.inject({ method: probe.method as 'GET', url: probe.url, payload: probe.payload, headers: { ...probe.headers, cookie } });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem =
        res.statusCode >= 500
          ? `answered ${res.statusCode} ${res.body.slice(0, 200)}`
          : res.statusCode >= 400 && !isErrorBody(res.body, res.headers['content-type'])
            ? `answered ${res.statusCode} without { message, code }: ${res.body.slice(0, 200)}`
            : null;
      if (problem) failures.push(`${route.method} ${route.url} with ${probe.what}: ${problem}`);
      return problem === null;
    };
    for (const route of apiRoutes) {
      await stillSignedIn();
      const { sweep, random } = routeProbes(route);
      for (const probe of sweep) await send(route, probe);
      const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
      const arbitraries = [random, ...(takesBody ? [multipartProbesFor(route)] : [])];
      for (const [i, probes] of arbitraries.entries()) {
        await fc
          .assert(
            fc.asyncProperty(probes, (probe) => send(route, probe)),
            // A modest number of runs per route keeps the file well under half a minute per database.
            { numRuns: i === 0 ? 12 : 4, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    }
    expect(failures).toEqual([]);
    // The probes did reach validation: most odd input is a 400 (not, say, a 401 for everything).
    expect(statuses.get(400) ?? 0).toBeGreaterThan(apiRoutes.length * 3);
    expect(statuses.get(401) ?? 0).toBeLessThan(20);
  }, 120_000);
});

describe('the text fields of a multipart upload', () => {
  it('follow the same rules: a 400 VALIDATION_ERROR, and nothing is stored', async () => {
    await stillSignedIn();
    const pdf = samples.pdf();
    const file = { name: 'files', filename: 'lohnausweis.pdf', content: pdf, contentType: 'application/pdf' };
    const cases = [
      [{ name: 'categoryId', value: '99999999999' }, file],
      [{ name: 'categoryId', value: '1e3' }, file],
      [{ name: 'taxYear', value: '2025\u0000' }, file],
      [{ name: 'hashes[]', value: `${'a'.repeat(64)}\u0000` }, file],
      [{ name: 'hashes', value: '["\\u0000"]' }, file],
      [{ name: 'hashes[]', value: 'a'.repeat(3000) }, file],
      // Valid fields first (they are checked as the first file arrives), then a name too long.
      [{ name: 'categoryId', value: '1' }, { name: 'taxYear', value: '2025' }, { ...file, filename: `${'n'.repeat(300)}.pdf` }],
    ];
    for (const parts of cases) {
      const body = multipart(parts);
      const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: { ...ORIGIN_HEADER, cookie, ...body.headers } });
      expect(res.statusCode, JSON.stringify(parts[0]).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(parts[0]).slice(0, 80)).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const files = await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } });
    expect(files.json()).toEqual([]);
  });
});

function isErrorBody(body: string, contentType: string | string[] | number | undefined): boolean {
  if (!String(contentType).includes('application/json')) return false;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0 && typeof parsed.code === 'string' && parsed.code.length > 0;
  } catch {
    return false;
  }
}
