import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/server/platform/errors';
import { loggerOptions, startupFailureText } from '../../src/server/platform/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Issue 9, finding 1: an error reaches the log as its class, its constant code and an error id;
 * never its message, the failed query, its parameters or PostgreSQL's detail (which quotes the
 * row). The database errors here are real ones from real failing queries, on the embedded
 * PGlite and on PostgreSQL (the API projects), since each driver shapes its errors its own way.
 */

const AHV = '756.1234.5678.97';
const TAX_NUMBER = 'ZH-123.456.789';
const SECRETS = [AHV, TAX_NUMBER, 'ahv_number', 'log_test_person', 'Failing row'];

let database: TestDatabase;
/** A real DrizzleQueryError: a NUL byte PostgreSQL refuses, next to an AHV and a tax number. */
let nulError: Error;
/** A real check-constraint failure, whose `detail` quotes the whole row. */
let checkError: Error;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql.raw(`create table log_test_person (ahv_number text, tax_number text check (tax_number <> '${TAX_NUMBER}'))`));
  nulError = await db.execute(sql`insert into log_test_person values (${`${AHV}\u0000`}, ${TAX_NUMBER})`).then(
    () => Promise.reject(new Error('the insert with a NUL byte was accepted')),
    (error: Error) => error,
  );
  checkError = await db.execute(sql`insert into log_test_person values (${AHV}, ${TAX_NUMBER})`).then(
    () => Promise.reject(new Error('the insert against the check was accepted')),
    (error: Error) => error,
  );
}, 60_000);
afterAll(async () => {
  await database?.close();
});

function capturingApp(): { app: FastifyInstance; log: () => string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { app: Fastify({ logger: loggerOptions('trace', sink) }), log: () => lines.join('') };
}

function expectNoSecrets(log: string) {
  for (const secret of SECRETS) expect(log.includes(secret), `log contains ${secret.slice(0, 8)}…`).toBe(false);
}

describe('the logger', () => {
  it('the database errors used here do quote the secrets (else the tests below prove nothing)', () => {
    expect(nulError.constructor.name).toBe('DrizzleQueryError');
    expect(`${nulError.message}`).toContain(AHV);
    const cause = checkError.cause as { detail?: string; code?: string };
    expect(`${checkError.message} ${cause.detail}`).toContain(TAX_NUMBER);
    expect(cause.code).toBe('23514');
  });

  it('reduces an error to class, code and id however it is logged', async () => {
    const { app, log } = capturingApp();
    app.log.error({ err: nulError }, 'query failed');
    app.log.error({ err: checkError });
    app.log.error(checkError);
    app.log.error(nulError, nulError.message);
    app.log.warn({ error: nulError }, 'with the other key');
    app.log.info({ failure: checkError, userId: 7 }, 'under any key');
    await app.close();

    const lines = log().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(6);
    expectNoSecrets(log());
    const [first, second, third, , fifth, sixth] = lines;
    expect(first).toMatchObject({ msg: 'query failed', err: { type: 'DrizzleQueryError', errorId: expect.any(String) } });
    expect(second).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: '23514' } } });
    // The same error object keeps its id, so every line about it can be found together.
    expect((third!.err as { errorId: string }).errorId).toBe((second!.err as { errorId: string }).errorId);
    expect(fifth).toMatchObject({ error: { type: 'DrizzleQueryError' } });
    expect(sixth).toMatchObject({ userId: 7, failure: { type: 'DrizzleQueryError', cause: { code: '23514' } } });
  });

  it('answers an unexpected error with an id and logs that id with the class only', async () => {
    const { app, log } = capturingApp();
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new TypeError(`Cannot read properties of undefined (reading '${AHV}')`);
    });
    app.get('/query', async () => {
      throw checkError;
    });
    await app.ready();

    for (const [url, type] of [['/boom', 'TypeError'], ['/query', 'DrizzleQueryError']] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      const body = res.json<{ message: string; code: string; errorId: string }>();
      expect(body).toEqual({ message: 'Internal error', code: 'INTERNAL', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const line = log().split('\n').find((l) => l.includes(body.errorId));
      expect(line, 'the log line with the answer’s error id').toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: 50, err: { type, errorId: body.errorId } });
    }
    await app.close();
    expectNoSecrets(log());
  });

  it('logs the route, not the query string', async () => {
    const { app, log } = capturingApp();
    app.get('/api/search/:kind', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: `/api/search/people?q=${encodeURIComponent('hans.muster@example.ch')}&ahv=${AHV}` });
    await app.inject({ method: 'GET', url: `/api/unknown?q=${encodeURIComponent('hans.muster@example.ch')}` });
    await app.close();
    expect(log()).toContain('/api/search/:kind');
    expect(log()).toContain('/api/unknown');
    expect(log()).not.toContain('hans.muster');
    expectNoSecrets(log());
  });
});

describe('a start-up failure on stderr', () => {
  it('names a failed query by class and SQLSTATE only, and keeps other messages for the operator', () => {
    const text = startupFailureText(checkError);
    // (PGlite's minified driver error class has a one-letter name.)
    expect(text).toMatch(/^DrizzleQueryError, caused by \w+ 23514$/);
    expect(startupFailureText(nulError)).not.toContain(AHV);
    expect(startupFailureText(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'))).toContain('EADDRINUSE');
  });
});
