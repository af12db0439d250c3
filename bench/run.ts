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

// Each benchmark's figures are printed as soon as it finishes, and one that fails to run is a
// miss with its error, not the end of the run: the figures measured before it are kept.
let allMet = true;
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  let results;
  try {
    // A benchmark may report several figures (one entry each).
    results = [await run()].flat();
  } catch (error) {
    results = [{ name, lines: [`did not run to the end: ${error instanceof Error ? error.message : String(error)}`], target: 'runs to the end', met: false }];
  }
  for (const r of results) {
    console.log(`\n${r.name}`);
    for (const line of r.lines) console.log(`  ${line}`);
    console.log(`  target: ${r.target} -> ${r.met ? 'met' : 'MISSED'}`);
    allMet &&= r.met;
  }
}
process.exit(allMet ? 0 : 1);
