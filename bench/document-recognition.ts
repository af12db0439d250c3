// Document recognition through the real server (issue 12): the built server on a fresh embedded
// database, a signed-in person uploads the barcoded 8-page sample e-tax statement under Bank
// Documents and a photographed salary certificate under Salary Statement, and the bench asks
// for each recognition until it is done. The time is what the
// person waits: from the upload's answer to 'done' (queue pick-up included). The server's RSS is
// read from /proc every 50 ms meanwhile, with its children's: every document is read in a child
// process of the server (one per reading, one at a time, worker.ts), so the service's memory is
// the server's growth over its settled idle RSS plus its children's RSS at the same moment. The
// target applies to that sum; the server's growth and the children's peak are reported beside it.
// `npm run bench -- document-recognition`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openUploads, signInThroughOutbox } from '../tests/support/server-process';
import { createBenchDatabase, root, rssMb, settledRssMb, startBuiltServer, waitServing } from './server-process';

const TARGETS = { statementSeconds: 5, certificateSeconds: 15, memoryGrowthMb: 300 };
const RUNS = 3;
const TAX_YEAR = 2025;
const BANK_DOCUMENTS = 1;
const SALARY_STATEMENT = 5;
const SAMPLE = path.join(root, 'src/server/features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.pdf');
/** A photographed salary certificate (tilted 3°, no barcode): read by OCR. */
const CERTIFICATE_PHOTO = path.join(root, 'src/server/features/document-recognition/salary-certificate/fixtures/certificate-photo.jpg');

async function upload(origin: string, cookie: string, bytes: Buffer, filename: string, categoryId: number, type: string): Promise<number> {
  const form = new FormData();
  form.append('categoryId', String(categoryId));
  form.append('taxYear', String(TAX_YEAR));
  form.append('hashes[]', createHash('sha256').update(bytes).digest('hex'));
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${origin}/api/files/upload`, { method: 'POST', headers: { origin, cookie }, body: form });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const [result] = ((await res.json()) as { results: { status: string; value?: { id: number } }[] }).results;
  if (result?.status !== 'fulfilled' || !result.value) throw new Error(`upload refused: ${JSON.stringify(result)}`);
  return result.value.id;
}

/** The processes a process started, and theirs, from /proc (Linux); gone ones are skipped. */
function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** The summed RSS of a process's descendants (one that exits between listing and reading counts 0). */
function descendantsRssMb(pid: number): number {
  let total = 0;
  for (const child of descendantsOf(pid)) {
    try {
      const mb = rssMb(child);
      // An exited child not yet reaped has no VmRSS line.
      if (!Number.isNaN(mb)) total += mb;
    } catch {
      // It exited meanwhile.
    }
  }
  return total;
}

/** The highest figures seen: the server's growth, its descendants' RSS, and both at the same moment. */
type MemoryPeaks = { serverGrowthMb: number; childrenMb: number; togetherMb: number };

function sampleMemory(pid: number, idleMb: number, peaks: MemoryPeaks): void {
  const growth = rssMb(pid) - idleMb;
  const children = descendantsRssMb(pid);
  peaks.serverGrowthMb = Math.max(peaks.serverGrowthMb, growth);
  peaks.childrenMb = Math.max(peaks.childrenMb, children);
  peaks.togetherMb = Math.max(peaks.togetherMb, growth + children);
}

type Recognition = { status: string; failure: string | null; kind: string; result: Record<string, unknown> | null };

/** Asks every 50 ms until the recognition is done; the highest memory figures seen meanwhile are kept. */
async function untilDone(origin: string, cookie: string, id: number, pid: number, idleMb: number, peaks: MemoryPeaks): Promise<Recognition> {
  const start = performance.now();
  for (;;) {
    sampleMemory(pid, idleMb, peaks);
    const res = await fetch(`${origin}/api/files/${id}/recognition`, { headers: { cookie } });
    const body = (await res.json()) as Recognition;
    if (body.status === 'failed') throw new Error(`recognition failed: ${body.failure}`);
    if (body.status === 'done') return body;
    if (performance.now() - start > 180_000) throw new Error('recognition took more than three minutes');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function documentRecognition() {
  const database = await createBenchDatabase('pglite', 'recognition');
  const server = await startBuiltServer(database);
  const pid = server.child.pid!;
  const statementSeconds: number[] = [];
  const certificateSeconds: number[] = [];
  const peaks: MemoryPeaks = { serverGrowthMb: 0, childrenMb: 0, togetherMb: 0 };
  let idleMb: number;
  try {
    await waitServing(server.origin);
    const cookie = await signInThroughOutbox(server.origin, database.dataDir, 'recognition-bench@example.ch');
    await openUploads(server.origin, cookie, TAX_YEAR);
    idleMb = await settledRssMb(pid);
    const sample = readFileSync(SAMPLE);
    for (let run = 0; run < RUNS; run++) {
      // A different byte at the end each run, so no run is a duplicate of the one before.
      const bytes = Buffer.concat([sample, Buffer.from(`\n% run ${run}\n`)]);
      const id = await upload(server.origin, cookie, bytes, `e-steuerauszug-${run}.pdf`, BANK_DOCUMENTS, 'application/pdf');
      const start = performance.now();
      const done = await untilDone(server.origin, cookie, id, pid, idleMb, peaks);
      statementSeconds.push((performance.now() - start) / 1000);
      if (done.result?.totalTaxValue !== 39351.02) throw new Error(`recognised ${String(done.result?.totalTaxValue)}, not the sample's 39351.02`);
    }
    const photo = readFileSync(CERTIFICATE_PHOTO);
    for (let run = 0; run < RUNS; run++) {
      // JPEG ignores bytes after its end marker: the same picture, a different file each run.
      const bytes = Buffer.concat([photo, Buffer.from(`run ${run}`)]);
      const id = await upload(server.origin, cookie, bytes, `lohnausweis-${run}.jpg`, SALARY_STATEMENT, 'image/jpeg');
      const start = performance.now();
      const done = await untilDone(server.origin, cookie, id, pid, idleMb, peaks);
      certificateSeconds.push((performance.now() - start) / 1000);
      if (done.kind !== 'salary-certificate') throw new Error(`the photo was recognised as ${done.kind}`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  const statement = medianOf(statementSeconds);
  const certificate = medianOf(certificateSeconds);
  const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  return [
    {
      name: `Document recognition: the barcoded 8-page e-tax statement sample, upload answered to recognition done, built server on PGlite (${RUNS} runs)`,
      lines: [`median ${statement.toFixed(2)} s (${list(statementSeconds)})`],
      target: `under ${TARGETS.statementSeconds} s`,
      met: statement < TARGETS.statementSeconds,
    },
    {
      name: `Document recognition: a photographed salary certificate (OCR, German model first), upload answered to recognition done (${RUNS} runs)`,
      lines: [`median ${certificate.toFixed(2)} s (${list(certificateSeconds)})`],
      target: `under ${TARGETS.certificateSeconds} s`,
      met: certificate < TARGETS.certificateSeconds,
    },
    {
      name: 'Document recognition: memory while recognising (RSS from /proc every 50 ms; the server over its settled idle RSS, plus its reading processes)',
      lines: [
        `server: idle ${idleMb.toFixed(0)} MB, highest growth ${peaks.serverGrowthMb.toFixed(0)} MB`,
        `its child processes (the readings): highest RSS ${peaks.childrenMb.toFixed(0)} MB`,
        `server growth and child processes at the same moment: highest ${peaks.togetherMb.toFixed(0)} MB`,
      ],
      target: `server growth and child processes together under ${TARGETS.memoryGrowthMb} MB`,
      met: peaks.togetherMb < TARGETS.memoryGrowthMb,
    },
  ];
}
