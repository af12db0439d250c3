// What the server benchmarks share: the built server started as `npm start` starts it, a
// throw-away PostgreSQL database, a process's resident memory, and autocannon runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, serverBuildIsStale, serverBundle, serverNodeFlags, serverProcessEnv } from '../scripts/build-server.mjs';
import { exitOf, freePort } from '../tests/support/server-process';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** The PostgreSQL server the benchmarks create their databases on (trust auth on this machine). */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DbKind = 'pglite' | 'postgres';

/** A fresh database for one benchmark: a data folder for PGlite, a new database for PostgreSQL. */
export type BenchDatabase = { kind: DbKind; dataDir: string; databaseUrl: string; drop: () => Promise<void> };

export async function createBenchDatabase(kind: DbKind, label: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `helvetax-bench-${label}-`));
  if (kind === 'pglite') return { kind, dataDir, databaseUrl: '', drop: () => rm(dataDir, { recursive: true, force: true }) };
  const name = `helvetax_bench_${process.pid}_${label.replace(/\W/g, '_')}`;
  await asAdmin(`drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.href,
    drop: async () => {
      await asAdmin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes PostgreSQL's dirty pages out now: a benchmark run after a bulk load (the experts'
 * queue loads a million rows) otherwise measures the checkpoint that flushes them, in whichever
 * of its runs it happens to fall.
 */
export function checkpointPostgres(): Promise<void> {
  return asAdmin('checkpoint');
}

/** Statements run one after the other on a connection of their own to the PostgreSQL server's admin database. */
async function asAdmin(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function ensureServerBuilt(): Promise<void> {
  if (serverBuildIsStale()) await buildServer();
}

export function serverEnv(database: BenchDatabase, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: BENCH_SECRET,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
}

/** Polls GET /api/health until it answers 200; resolves with the milliseconds since `since`. */
export async function waitHealthy(origin: string, child: ChildProcess, since: number, timeoutMs = 600_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it answered`);
    const ok = await fetch(`${origin}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('server did not become healthy');
}

/**
 * Waits until API calls are served rather than refused with 503 OVERLOADED: right after start
 * the event-loop delay of the start itself (PGlite's initdb and WebAssembly compile) can still be
 * in the overload check's sample, on a busy machine for a few seconds.
 */
export async function waitServing(origin: string, timeoutMs = 60_000): Promise<void> {
  const since = performance.now();
  while (performance.now() - since < timeoutMs) {
    if ((await fetch(`${origin}/api/config`)).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server kept refusing API calls');
}

export type RunningServer = { child: ChildProcess; origin: string; port: number; stop: () => Promise<void> };

/** `node <serverNodeFlags> dist/server/main.js`: the process `npm start` runs once the builds are there. */
export async function startBuiltServer(database: BenchDatabase): Promise<RunningServer> {
  await ensureServerBuilt();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], { cwd: root, env: serverProcessEnv(serverEnv(database, port)), stdio: ['ignore', 'ignore', 'inherit'] });
  await waitHealthy(origin, child, performance.now());
  return { child, origin, port, stop: () => stopProcess(child) };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exitOf(child);
  clearTimeout(timer);
}

/** Resident memory of one process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** RSS once the process has been quiet for a while: the highest of the last readings a second apart settles last. */
export async function settledRssMb(pid: number, quietMs = 3000): Promise<number> {
  await new Promise((r) => setTimeout(r, quietMs));
  return rssMb(pid);
}

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** autocannon against one URL: requests per second and latency percentiles. */
export async function load(url: string, headers: Record<string, string>, options: { connections?: number; seconds?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: options.connections ?? 50, duration: options.seconds ?? 10 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export function formatLoad(label: string, r: LoadResult): string {
  return `${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms${r.non2xx + r.errors > 0 ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;
}
