import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { systemClock } from './platform/clock';
import { loggerOptions, startupFailureText } from './platform/logger';
import { createMailer } from './platform/mail';
import { reencryptAtRest, retireGeneratedSecret } from './platform/encryption-at-rest/reencrypt';
import { deriveSecrets, resolveAppSecrets } from './platform/secrets';
import { closeGracefully } from './platform/shutdown';
import { createBlobStorage } from './platform/storage';
import { sweepStorage } from './features/documents/service';
import { maintainRetainedRecords } from './features/privacy/service';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const resolved = resolveAppSecrets({ appSecret: config.appSecret, previousSecret: config.appSecretPrevious, dataDir: config.dataDir });
  const secrets = deriveSecrets(resolved.appSecret, resolved.previousSecrets);
  const storage = createBlobStorage({
    root: path.join(config.dataDir, 'files'),
    keyWrappingKey: secrets.fileKeyWrappingKey,
    previousKeyWrappingKeys: secrets.previousFileKeyWrappingKeys,
  });
  // Identifiers in plain (of before field encryption) or under an earlier secret, and file keys
  // wrapped by one, move to the current secret before anything is served.
  const reencrypted = await reencryptAtRest({ db: database.db, secrets, storage });
  // Leftovers of uploads a crash interrupted: half-written temp files and files without a row.
  const swept = await sweepStorage({ db: database.db, storage });
  // Accounting records of deleted accounts: gone after their ten years (OR 958f), resealed
  // under the current secret like every other encrypted field.
  const retainedRecords = await maintainRetainedRecords(database.db, systemClock.now());
  // Everything is under APP_SECRET now: a generated secret must not stay beside the data.
  const retiredSecretFile = await retireGeneratedSecret(resolved.retiredSecretFile);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });

  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    mailer,
    secrets,
    storage,
    clientDir,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
    backgroundJobs: 'work',
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    // Ctrl+C reaches this process twice under `npm start` (the terminal and start.mjs both send
    // it), so a repeated signal cannot mean 'hurry up': the grace period bounds the wait.
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight (at most ${config.shutdownGraceMs / 1000} s), refusing new ones`);
    const outcome = await closeGracefully({ app, closeDatabase: database.close, graceMs: config.shutdownGraceMs });
    // A forced end cut requests off: say so to whatever supervises the process.
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Node would print an uncaught error with its message and stack, which for a failed query
  // quote its parameters: the log gets class, code and error id, then the process stops as before.
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught error: stopping');
    process.exit(1);
  });

  if (Object.values(reencrypted).some((n) => n > 0)) app.log.info(reencrypted, 're-encrypted personal identifiers and file keys to the current APP_SECRET');
  if (retiredSecretFile) app.log.warn('deleted DATA_DIR/app-secret: everything is re-encrypted under APP_SECRET now');
  if (swept.removedTemp + swept.removedOrphans > 0) {
    app.log.warn({ ...swept }, 'removed leftovers of interrupted uploads');
  }
  if (retainedRecords.expired + retainedRecords.resealed > 0) app.log.info(retainedRecords, 'accounting records of deleted accounts: expired ones deleted, older seals renewed');
  await app.listen({ port: config.port, host: config.host });
  const dbLabel = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
  const mailLabel = config.smtpUrl ? 'SMTP (SMTP_URL)' : `outbox folder ${path.join(config.dataDir, 'outbox')} (codes are printed here)`;
  const scanLabel = config.clamavSocket ? `on, ClamAV at ${config.clamavSocket}` : 'off (set CLAMAV_SOCKET to scan every upload with ClamAV)';
  process.stdout.write(`\nHelvetax is running at ${config.publicUrl.origin}\n  database: ${dbLabel}\n  e-mail:   ${mailLabel}\n  malware scan: ${scanLabel}\n\n`);
}

main().catch((error) => {
  process.stderr.write(`Helvetax could not start: ${startupFailureText(error)}\n`);
  process.exit(1);
});
