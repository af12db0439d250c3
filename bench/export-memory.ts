import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import { files } from '../src/server/db/schema';
import { systemClock } from '../src/server/platform/clock';
import { createMailer } from '../src/server/platform/mail';
import { deriveSecrets } from '../src/server/platform/secrets';
import { startSession } from '../src/server/platform/session/service';
import { createBlobStorage } from '../src/server/platform/storage';
import { ensureUser } from '../src/server/platform/users/data';

const MB = 1024 * 1024;
const FILES = 12;
const FILE_MB = 25;
/** The export of a 300 MB account may grow the process by this much at most. */
const TARGET_GROWTH_MB = 64;

/** `size` pseudo-random bytes in 1 MB chunks, never all in memory. */
function* chunks(seed: number, size: number) {
  const block = randomBytes(MB);
  for (let sent = 0; sent < size; sent += MB) {
    block.writeUInt32LE(seed, 0);
    block.writeUInt32LE(sent, 4);
    yield Buffer.from(block.subarray(0, Math.min(MB, size - sent)));
  }
}

/**
 * GET /api/privacy/export of an account holding 12 documents of 25 MB: the ZIP is read over a
 * real socket and thrown away while the process's resident memory is sampled every 20 ms. The
 * growth over the idle process is what streaming must keep small (one chunk per file in
 * flight, not the account). Reader and server share the process; the reader keeps nothing.
 */
export async function exportMemory() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-bench-export-'));
  const database = await openDatabase({ inMemory: true });
  const secrets = deriveSecrets('bench-secret-bench-secret-bench-secret-0123');
  const storage = createBlobStorage({ root: path.join(dataDir, 'files'), keyWrappingKey: secrets.fileKeyWrappingKey });
  const app = await buildApp({
    config: { publicUrl: new URL('http://127.0.0.1'), adminEmails: new Set(), debugLogin: false, production: false },
    db: database.db,
    clock: systemClock,
    mailer: createMailer({ smtpUrl: undefined, from: 'b <b@b.ch>', outboxDir: path.join(dataDir, 'outbox'), printLine: () => {} }),
    secrets,
    storage,
  });
  try {
    const now = new Date();
    const user = await ensureUser(database.db, 'bench-export@example.ch', 'de', now);
    for (let i = 0; i < FILES; i++) {
      const hash = createHash('sha256');
      const written = await storage.writeTemp(Readable.from(chunks(i, FILE_MB * MB)), (c) => hash.update(c));
      const storageKey = await storage.commitTemp(written.tempPath);
      await database.db.insert(files).values({
        userId: user.id,
        taxYear: 2025,
        categoryId: 5,
        originalName: `statement-${i}.pdf`,
        mimeType: 'application/pdf',
        size: written.size,
        sha256: hash.digest('hex'),
        storageKey,
        ...written.envelope,
        createdAt: now,
      });
    }
    const token = await startSession(database.db, user.id, now);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const received = await new Promise<number>((resolve, reject) => {
      const req = request(`${address}/api/privacy/export`, { headers: { cookie: `hx_session=${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const growthMb = (peak - idle) / MB;
    const accountMb = FILES * FILE_MB;
    return {
      name: 'export-memory (GET /api/privacy/export)',
      lines: [
        `account: ${FILES} documents, ${accountMb} MB; ZIP received: ${(received / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(received / MB / seconds).toFixed(0)} MB/s)`,
        `resident memory: idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${growthMb.toFixed(1)} MB`,
      ],
      target: `growth under ${TARGET_GROWTH_MB} MB for a ${accountMb} MB account, and the whole account received`,
      met: growthMb < TARGET_GROWTH_MB && received > accountMb * MB,
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
