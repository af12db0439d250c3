// `npm start`: builds the client and the server when their sources changed since the last build,
// then runs the built server (plain `node dist/server/main.js` with the Node options of
// serverNodeFlags), which applies migrations and serves client and API on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isStale, serverBuildIsStale, serverBundle, serverNodeFlags, serverProcessEnv } from './build-server.mjs';
import { compileTaxTablesIfStale } from './compile-tax-tables.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

const clientSources = ['src/client', 'src/shared', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));
const stale = isStale(builtIndex, clientSources);
if (stale) {
  process.stdout.write('Building the client…\n');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server reads the compiled ESTV tax tables next to its sources; they are generated.
for (const year of compileTaxTablesIfStale()) process.stdout.write(`Compiled the ${year} tax tables.\n`);
if (serverBuildIsStale()) {
  process.stdout.write('Building the server…\n');
  await buildServer();
}

const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], { cwd: root, env: serverProcessEnv(process.env), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
