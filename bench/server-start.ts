// `npm start` to healthy: from spawning `node scripts/start.mjs` (client and server already
// built) until GET /api/health answers 200, on PGlite and on PostgreSQL. The start that follows a
// first one (existing data, nothing to migrate) is the target figure; the very first start on an
// empty data folder or database (PGlite's initdb, every migration) is printed beside it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/support/server-process';
import { createBenchDatabase, root, serverEnv, stopProcess, waitHealthy, type BenchDatabase, type DbKind } from './server-process';

const RESTARTS = 3;
const TARGET_MS = { pglite: 2000, postgres: 1000 } as const;

/**
 * One start, timed; null when start.mjs had to build first (the other people working in this
 * checkout change client sources all the time): that start is not 'after build'.
 */
async function timedStartOnce(database: BenchDatabase): Promise<number | null> {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env: serverEnv(database, port), stdio: ['ignore', 'pipe', 'inherit'] });
  let built = false;
  child.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Building the')) built = true;
  });
  try {
    const ms = await waitHealthy(`http://127.0.0.1:${port}`, child, since);
    return built ? null : ms;
  } finally {
    await stopProcess(child);
  }
}

/** A start after the builds; retried (a few times) when a build slipped in. */
async function timedStart(database: BenchDatabase): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const ms = await timedStartOnce(database);
    if (ms !== null) return ms;
  }
  throw new Error('start.mjs rebuilt something at every start: sources keep changing');
}

async function measure(kind: DbKind) {
  // Builds whatever is stale (client, server) before anything is timed, on a throw-away database.
  const warmUp = await createBenchDatabase(kind, 'start-warmup');
  try {
    await timedStartOnce(warmUp);
  } finally {
    await warmUp.drop();
  }
  const database = await createBenchDatabase(kind, 'start');
  try {
    const first = await timedStart(database);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await timedStart(database));
    restarts.sort((a, b) => a - b);
    return { first, median: restarts[Math.floor(RESTARTS / 2)]!, restarts };
  } finally {
    await database.drop();
  }
}

export async function serverStart() {
  const lite = await measure('pglite');
  const pg = await measure('postgres');
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  return {
    name: '`npm start` to healthy (node scripts/start.mjs with the builds in place, until GET /api/health answers 200)',
    lines: [
      `PGlite: ${ms(lite.median)} (median of ${RESTARTS} starts on existing data: ${lite.restarts.map(ms).join(', ')}); first start on an empty data folder ${ms(lite.first)}`,
      `PostgreSQL: ${ms(pg.median)} (median of ${RESTARTS} starts: ${pg.restarts.map(ms).join(', ')}); first start on an empty database ${ms(pg.first)}`,
      'baseline: 4.7–5.7 s with PGlite, 1.1 s with PostgreSQL',
    ],
    target: `at most ${ms(TARGET_MS.pglite)} with PGlite and ${ms(TARGET_MS.postgres)} with PostgreSQL`,
    met: lite.median <= TARGET_MS.pglite && pg.median <= TARGET_MS.postgres,
  };
}
