import type { Db } from '../../db/connect';
import { writeGenerationOf } from '../../db/write-generation';
import { openUserRow } from '../users/data';
import * as data from './data';
import type { SessionLookupRow } from './data';

/** Sessions remembered per database at most; the least recently used one goes first. */
export const SESSION_LOOKUP_CACHE_SIZE = 2_000;

type Cache = {
  /** The write generation every entry below was read in. */
  generation: number;
  /** By token hash (never the token), oldest use first: a Map keeps insertion order. */
  rows: Map<string, SessionLookupRow>;
  /** Reads in flight in this generation, so a burst of requests for one session asks once. */
  reads: Map<string, Promise<SessionLookupRow | undefined>>;
};

const caches = new WeakMap<Db, Cache>();

/**
 * The session behind a token hash with its user (identifiers opened) and tax-year statuses,
 * as `data.findSessionByHash` reads it. Every API request asks this, and on the embedded
 * database that query is most of a request's cost; there the answer is kept until the database
 * is written to in any way (db/write-generation.ts), which makes the copy exact: sign-out,
 * revocation, a role or status change or a deleted account are writes and take effect at the
 * next request. Expiry is not cached: the caller checks the clock against the row every time.
 * On PostgreSQL other processes write too, so every lookup asks the database.
 */
export async function lookupSession(db: Db, tokenHash: string) {
  const writes = writeGenerationOf(db);
  if (!writes) {
    const row = await data.findSessionByHash(db, tokenHash);
    return row && { ...row, user: openUserRow(row.user) };
  }
  const generation = writes.current();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation, rows: new Map(), reads: new Map() }));
  if (cache.generation !== generation) {
    cache.rows.clear();
    cache.reads.clear();
    cache.generation = generation;
  }
  const row = await cachedRow(cache, tokenHash, () => data.findSessionByHash(db, tokenHash), () => writes.current() === generation);
  if (!row) return undefined;
  // Each request gets its own copy: nothing a request does to its user can reach the next one.
  const copy = copyOf(row);
  return { ...copy, user: openUserRow(copy.user) };
}

/**
 * A deep copy of a row as the driver returns it (dates, arrays, jsonb objects, scalars). Several
 * times faster than structuredClone on these small objects, and it runs on every request.
 */
function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  // Spread copies the scalars (most of a user row) at once; only nested objects need a visit.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in copy) {
    const field = copy[key];
    if (field !== null && typeof field === 'object') copy[key] = copyOf(field);
  }
  return copy as T;
}

function cachedRow(
  cache: Cache,
  tokenHash: string,
  read: () => Promise<SessionLookupRow | undefined>,
  unchangedSinceReadBegan: () => boolean,
): Promise<SessionLookupRow | undefined> {
  const hit = cache.rows.get(tokenHash);
  if (hit) {
    cache.rows.delete(tokenHash);
    cache.rows.set(tokenHash, hit);
    return Promise.resolve(hit);
  }
  const pending = cache.reads.get(tokenHash);
  if (pending) return pending;
  const reading = read().then(
    (row) => {
      if (cache.reads.get(tokenHash) === reading) cache.reads.delete(tokenHash);
      // A write that began or ended while this read ran may or may not be in it: not kept.
      // Unknown tokens are not kept either, so guessing cannot push real sessions out.
      if (row && unchangedSinceReadBegan()) {
        cache.rows.set(tokenHash, row);
        if (cache.rows.size > SESSION_LOOKUP_CACHE_SIZE) cache.rows.delete(cache.rows.keys().next().value!);
      }
      return row;
    },
    (error: unknown) => {
      if (cache.reads.get(tokenHash) === reading) cache.reads.delete(tokenHash);
      throw error;
    },
  );
  cache.reads.set(tokenHash, reading);
  return reading;
}
