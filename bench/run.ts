// `npm run bench`: speed and memory figures of the API (targets live here, never in tests).
// Each benchmark prints its figures and whether it meets its target; the exit code is 1 when
// a target is missed.
import { api } from './api-requests';
import { uploadThroughput } from './upload-throughput';

const results = [await api(), await uploadThroughput()];
for (const r of results) {
  console.log(`\n${r.name}`);
  for (const line of r.lines) console.log(`  ${line}`);
  console.log(`  target: ${r.target} -> ${r.met ? 'met' : 'MISSED'}`);
}
process.exit(results.every((r) => r.met) ? 0 : 1);
