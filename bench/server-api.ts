// Signed-in GET /api/user under load, on PostgreSQL and on embedded PGlite, against a bare
// Fastify server doing the same three primary-key reads on the same database in the same run;
// and the real server's memory at idle. Both servers are real processes on this machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, signInThroughOutbox } from '../tests/support/server-process';
import {
  createBenchDatabase,
  formatLoad,
  load,
  root,
  serverEnv,
  settledRssMb,
  startBuiltServer,
  stopProcess,
  waitHealthy,
  waitServing,
  type BenchDatabase,
  type DbKind,
  type LoadResult,
} from './server-process';

const CONNECTIONS = 50;
const SECONDS = 10;

const TARGETS = {
  postgres: { ratio: 1.5, p99: 50, idleMb: 120, baseline: '960 req/s vs bare 2,650 (ratio 0.36), p99 140–175 ms; idle ~200 MB' },
  pglite: { rps: 1500, p99: 100, idleMb: 250, baseline: '280–370 req/s, p99 0.3–1.4 s; idle ~900 MB' },
} as const;

async function measureReal(database: BenchDatabase): Promise<{ load: LoadResult; idleMb: number; cookie: string }> {
  const server = await startBuiltServer(database);
  try {
    await waitServing(server.origin);
    const cookie = await signInThroughOutbox(server.origin, database.dataDir, 'bench@example.ch');
    const url = `${server.origin}/api/user`;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}`);
    }
    const idleMb = await settledRssMb(server.child.pid!);
    await load(url, { cookie }, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    return { load: await load(url, { cookie }, { connections: CONNECTIONS, seconds: SECONDS }), idleMb, cookie };
  } finally {
    await server.stop();
  }
}

/** The bare server on the same database, with the session the real server made (still valid there). */
async function measureBare(database: BenchDatabase, cookie: string): Promise<LoadResult> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/server-bare.ts')], {
    cwd: root,
    env: { ...serverEnv(database, port), BARE_DB: database.kind },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(origin, child, performance.now());
    const url = `${origin}/api/user`;
    const check = await fetch(url, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`bare GET /api/user answered ${check.status}`);
    await load(url, { cookie }, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    return await load(url, { cookie }, { connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    await stopProcess(child);
  }
}

async function measure(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'api');
  try {
    const real = await measureReal(database);
    const bare = await measureBare(database, real.cookie);
    return { real, bare };
  } finally {
    await database.drop();
  }
}

export async function serverApi() {
  const pgRun = await measure('postgres');
  const liteRun = await measure('pglite');
  const pgRatio = pgRun.real.load.rps / pgRun.bare.rps;
  const liteRatio = liteRun.real.load.rps / liteRun.bare.rps;
  const clean = (r: LoadResult) => r.non2xx + r.errors === 0;
  return [
    {
      name: `Signed-in GET /api/user on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s (built server vs bare Fastify + pg, three reads)`,
      lines: [formatLoad('helvetax', pgRun.real.load), formatLoad('bare Fastify + pg', pgRun.bare), `ratio ${pgRatio.toFixed(2)}`, `baseline: ${TARGETS.postgres.baseline}`],
      target: `ratio at least ${TARGETS.postgres.ratio} and p99 at most ${TARGETS.postgres.p99} ms`,
      met: clean(pgRun.real.load) && pgRatio >= TARGETS.postgres.ratio && pgRun.real.load.p99 <= TARGETS.postgres.p99,
    },
    {
      name: `Signed-in GET /api/user on embedded PGlite, ${CONNECTIONS} connections, ${SECONDS} s (built server vs bare Fastify + PGlite, three reads)`,
      lines: [formatLoad('helvetax', liteRun.real.load), formatLoad('bare Fastify + PGlite', liteRun.bare), `ratio ${liteRatio.toFixed(2)}`, `baseline: ${TARGETS.pglite.baseline}`],
      target: `at least ${TARGETS.pglite.rps} req/s and p99 at most ${TARGETS.pglite.p99} ms`,
      met: clean(liteRun.real.load) && liteRun.real.load.rps >= TARGETS.pglite.rps && liteRun.real.load.p99 <= TARGETS.pglite.p99,
    },
    {
      name: 'Server memory at idle (RSS of node dist/server/main.js after start and a few requests, settled 3 s)',
      lines: [`PGlite: ${liteRun.real.idleMb.toFixed(0)} MB`, `PostgreSQL: ${pgRun.real.idleMb.toFixed(0)} MB`, 'baseline: ~900 MB with PGlite, ~200 MB with PostgreSQL'],
      target: `at most ${TARGETS.pglite.idleMb} MB with PGlite and ${TARGETS.postgres.idleMb} MB with PostgreSQL`,
      met: liteRun.real.idleMb <= TARGETS.pglite.idleMb && pgRun.real.idleMb <= TARGETS.postgres.idleMb,
    },
  ];
}
