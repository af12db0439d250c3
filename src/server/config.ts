import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: URL;
  adminEmails: ReadonlySet<string>;
  debugLogin: boolean;
  appSecret: string | undefined;
  production: boolean;
  paymentUrl: string | undefined;
  addressSearchUrl: string | undefined;
};

/** A configuration problem: main.ts prints its one-line message and stops. */
export class ConfigError extends Error {}

function parseUrl(name: string, value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`);
  }
  return url;
}

/** Reads the environment once at start; every variable is checked here, never later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';

  const portText = env.PORT ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 1 and 65535 (got "${portText}")`);
  }

  const host = env.HOST ?? '127.0.0.1';
  if (host.trim() === '') throw new ConfigError('HOST must not be empty');

  const dataDir = path.resolve(env.DATA_DIR ?? './data');

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl) parseUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);

  const mailFrom = env.MAIL_FROM?.trim() || 'Helvetax <no-reply@localhost>';
  if (!/@/.test(mailFrom)) throw new ConfigError(`MAIL_FROM must contain an e-mail address (got "${mailFrom}")`);

  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL?.trim() || `http://localhost:${port}`, ['http:', 'https:']);
  if (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash) {
    throw new ConfigError(`PUBLIC_URL must be an origin without a path (got "${publicUrl.href}")`);
  }

  const adminEmails = new Set(
    (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const email of adminEmails) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError(`ADMIN_EMAILS contains an invalid address: "${email}"`);
  }

  const debugText = env.DEBUG_LOGIN?.trim();
  if (debugText && debugText !== '1' && debugText !== '0') throw new ConfigError(`DEBUG_LOGIN must be 1 or unset (got "${debugText}")`);
  if (debugText === '1' && production) throw new ConfigError('DEBUG_LOGIN=1 is refused when NODE_ENV=production');
  const debugLogin = debugText === '1';

  const appSecret = env.APP_SECRET?.trim() || undefined;
  if (appSecret !== undefined && appSecret.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters long');
  if (production && !appSecret) throw new ConfigError('APP_SECRET is required when NODE_ENV=production');

  const paymentUrlText = env.PAYMENT_URL?.trim() || undefined;
  const paymentUrl = paymentUrlText ? parseUrl('PAYMENT_URL', paymentUrlText, ['https:', 'http:']).href : undefined;

  const addressText = env.ADDRESS_SEARCH_URL?.trim() || undefined;
  const addressSearchUrl = addressText ? parseUrl('ADDRESS_SEARCH_URL', addressText, ['https:', 'http:']).href : undefined;

  return { port, host, dataDir, databaseUrl, smtpUrl, mailFrom, publicUrl, adminEmails, debugLogin, appSecret, production, paymentUrl, addressSearchUrl };
}
