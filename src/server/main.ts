import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { systemClock } from './platform/clock';
import { loggerOptions } from './platform/logger';
import { createMailer } from './platform/mail';
import { deriveSecrets, resolveAppSecret } from './platform/secrets';
import { createBlobStorage } from './platform/storage';
import { sweepStorage } from './features/documents/service';

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
  const secrets = deriveSecrets(resolveAppSecret(config.appSecret, config.dataDir));
  const storage = createBlobStorage({ root: path.join(config.dataDir, 'files'), keyWrappingKey: secrets.fileKeyWrappingKey });
  // Leftovers of uploads a crash interrupted: half-written temp files and files without a row.
  const swept = await sweepStorage({ db: database.db, storage });
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
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (swept.removedTemp + swept.removedOrphans > 0) {
    app.log.warn({ ...swept }, 'removed leftovers of interrupted uploads');
  }
  await app.listen({ port: config.port, host: config.host });
  const dbLabel = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
  const mailLabel = config.smtpUrl ? 'SMTP (SMTP_URL)' : `outbox folder ${path.join(config.dataDir, 'outbox')} (codes are printed here)`;
  process.stdout.write(`\nHelvetax is running at ${config.publicUrl.origin}\n  database: ${dbLabel}\n  e-mail:   ${mailLabel}\n\n`);
}

main().catch((error) => {
  process.stderr.write(`Helvetax could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
