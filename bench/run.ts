// `npm run bench`: speed and memory figures of the API (targets live here, never in tests).
// Each benchmark prints its figures and whether it meets its target; the exit code is 1 when
// a target is missed. `npm run bench -- expert-queue` runs only the named benchmarks.
import { api } from './api-requests';
import { clientBundle } from './client-bundle';
import { documentRecognition } from './document-recognition';
import { clientCompression, clientLighthouse } from './client-lighthouse';
import { expertQueue } from './expert-queue';
import { exportMemory } from './export-memory';
import { serverApi } from './server-api';
import { serverStart } from './server-start';
import { taxEngine } from './tax-engine';
import { uploadThroughput } from './upload-throughput';

const benchmarks = { 'api-requests': api, 'upload-throughput': uploadThroughput, 'expert-queue': expertQueue, 'export-memory': exportMemory,
  'server-api': serverApi, 'server-start': serverStart, 'tax-engine': taxEngine, 'document-recognition': documentRecognition,
  'client-bundle': clientBundle, 'client-compression': clientCompression, 'client-lighthouse': clientLighthouse };
const chosen = process.argv.slice(2);
const unknown = chosen.filter((n) => !(n in benchmarks));
if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);

const results = [];
for (const [name, run] of Object.entries(benchmarks)) {
  // A benchmark may report several figures (one entry each).
  if (chosen.length === 0 || chosen.includes(name)) results.push(...[await run()].flat());
}
for (const r of results) {
  console.log(`\n${r.name}`);
  for (const line of r.lines) console.log(`  ${line}`);
  console.log(`  target: ${r.target} -> ${r.met ? 'met' : 'MISSED'}`);
}
process.exit(results.every((r) => r.met) ? 0 : 1);
