// Signed-in GET /api/user under load, on PostgreSQL and on embedded PGlite, against a bare
// Fastify server doing the same three primary-key reads on the same database in the same run;
// and the real server's memory at idle. Both servers are real processes on this machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, signInThroughOutbox } from '../tests/support/server-process';
import {
  checkpointPostgres,
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
/**
 * The real and the bare server take turns, twice, and each is judged by its better run: one run
 * after the other let whatever else the machine was doing (in the full bench, PostgreSQL still
 * busy after the experts' queue) fall on one side only; a full bench once read 1.28 where the
 * same build read 1.63 and 1.84 run on its own.
 */
const ROUNDS = 2;

const TARGETS = {
  postgres: { ratio: 1.5, p99: 50, idleMb: 120, baseline: '960 req/s vs bare 2,650 (ratio 0.36), p99 140–175 ms; idle ~200 MB' },
  pglite: { rps: 1500, p99: 100, idleMb: 250, baseline: '280–370 req/s, p99 0.3–1.4 s; idle ~900 MB' },
} as const;

/** One run of the real server; the first round signs in and reads the idle memory, later ones reuse the session. */
async function measureReal(database: BenchDatabase, session?: string): Promise<{ load: LoadResult; idleMb?: number; cookie: string }> {
  const server = await startBuiltServer(database);
  try {
    await waitServing(server.origin);
    const cookie = session ?? (await signInThroughOutbox(server.origin, database.dataDir, 'bench@example.ch'));
    const url = `${server.origin}/api/user`;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}`);
    }
    const idleMb = session === undefined ? await settledRssMb(server.child.pid!) : undefined;
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

type Measured = { real: LoadResult; bare: LoadResult; realRuns: LoadResult[]; bareRuns: LoadResult[]; idleMb: number };

const fastest = (runs: LoadResult[]) => runs.reduce((best, run) => (run.rps > best.rps ? run : best));

async function measure(kind: DbKind): Promise<Measured> {
  const database = await createBenchDatabase(kind, 'api');
  try {
    if (kind === 'postgres') await checkpointPostgres();
    const realRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    let cookie: string | undefined;
    let idleMb = Number.NaN;
    for (let round = 0; round < ROUNDS; round++) {
      const real = await measureReal(database, cookie);
      cookie ??= real.cookie;
      if (real.idleMb !== undefined) idleMb = real.idleMb;
      realRuns.push(real.load);
      bareRuns.push(await measureBare(database, cookie));
    }
    return { real: fastest(realRuns), bare: fastest(bareRuns), realRuns, bareRuns, idleMb };
  } finally {
    await database.drop();
  }
}

/** Every run's rate, in the order they ran, so a better-of-two that hides a bad run is seen. */
const runsLine = (m: Measured) =>
  `runs in turn (real, bare): ${m.realRuns.map((real, i) => `${real.rps.toFixed(0)}, ${m.bareRuns[i]!.rps.toFixed(0)}`).join('; ')} req/s; the better of each counts`;

export async function serverApi() {
  const pgRun = await measure('postgres');
  const liteRun = await measure('pglite');
  const pgRatio = pgRun.real.rps / pgRun.bare.rps;
  const liteRatio = liteRun.real.rps / liteRun.bare.rps;
  const clean = (r: LoadResult) => r.non2xx + r.errors === 0;
  return [
    {
      name: `Signed-in GET /api/user on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s (built server vs bare Fastify + pg, three reads)`,
      lines: [formatLoad('helvetax', pgRun.real), formatLoad('bare Fastify + pg', pgRun.bare), runsLine(pgRun), `ratio ${pgRatio.toFixed(2)}`, `baseline: ${TARGETS.postgres.baseline}`],
      target: `ratio at least ${TARGETS.postgres.ratio} and p99 at most ${TARGETS.postgres.p99} ms`,
      met: pgRun.realRuns.every(clean) && pgRatio >= TARGETS.postgres.ratio && pgRun.real.p99 <= TARGETS.postgres.p99,
    },
    {
      name: `Signed-in GET /api/user on embedded PGlite, ${CONNECTIONS} connections, ${SECONDS} s (built server vs bare Fastify + PGlite, three reads)`,
      lines: [formatLoad('helvetax', liteRun.real), formatLoad('bare Fastify + PGlite', liteRun.bare), runsLine(liteRun), `ratio ${liteRatio.toFixed(2)}`, `baseline: ${TARGETS.pglite.baseline}`],
      target: `at least ${TARGETS.pglite.rps} req/s and p99 at most ${TARGETS.pglite.p99} ms`,
      met: liteRun.realRuns.every(clean) && liteRun.real.rps >= TARGETS.pglite.rps && liteRun.real.p99 <= TARGETS.pglite.p99,
    },
    {
      name: 'Server memory at idle (RSS of node dist/server/main.js after start and a few requests, settled 3 s)',
      lines: [`PGlite: ${liteRun.idleMb.toFixed(0)} MB`, `PostgreSQL: ${pgRun.idleMb.toFixed(0)} MB`, 'baseline: ~900 MB with PGlite, ~200 MB with PostgreSQL'],
      target: `at most ${TARGETS.pglite.idleMb} MB with PGlite and ${TARGETS.postgres.idleMb} MB with PostgreSQL`,
      met: liteRun.idleMb <= TARGETS.pglite.idleMb && pgRun.idleMb <= TARGETS.postgres.idleMb,
    },
  ];
}
