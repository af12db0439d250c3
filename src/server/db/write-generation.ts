import type { PGlite } from '@electric-sql/pglite';
import type { DbOrTx } from './connect';

/**
 * A counter that moves whenever the embedded database may have changed. PGlite lives inside
 * this process and exactly one process may open its data folder, so every write passes through
 * the client here: a value read while the counter stood at `n` is still what the database holds
 * as long as the counter still stands at `n`. That lets hot reads be answered from memory
 * exactly, with no expiry to tune (platform/session/lookup-cache.ts). PostgreSQL has no such
 * counter: other processes write to it, so nothing is kept there.
 */
export type WriteGeneration = { current: () => number };

const generations = new WeakMap<object, WriteGeneration>();

/** The write counter of a database handle; undefined for PostgreSQL and for transaction handles. */
export function writeGenerationOf(db: DbOrTx): WriteGeneration | undefined {
  return generations.get(db);
}

export function registerWriteGeneration(db: DbOrTx, generation: WriteGeneration): void {
  generations.set(db, generation);
}

/**
 * A single statement that only reads. Anything else counts as a write, including what merely
 * might write (a CTE, `values`, `exec` with several statements): a needless bump only costs a
 * cache miss, a missed one would serve stale data.
 */
export function isPlainSelect(text: string): boolean {
  return /^\s*select\b/i.test(text);
}

/**
 * Counts the writes of one PGlite client by wrapping the three ways into it (`query`, `exec`,
 * `transaction`; PGlite's `sql` goes through `query`). The counter moves when a write starts AND
 * when it has finished (for a transaction: when BEGIN is asked for and after COMMIT or ROLLBACK),
 * so a read that began before a write ended never counts as current afterwards, whatever order
 * PGlite's queue runs them in.
 */
export function trackWrites(client: PGlite): WriteGeneration {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    if (isPlainSelect(text)) return query(text, params, options);
    bump();
    try {
      return await query(text, params, options);
    } finally {
      bump();
    }
  }) as PGlite['query'];
  client.exec = async (text, options) => {
    bump();
    try {
      return await exec(text, options);
    } finally {
      bump();
    }
  };
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    bump();
    try {
      return await transaction(callback);
    } finally {
      bump();
    }
  }) as PGlite['transaction'];
  return { current: () => generation };
}
