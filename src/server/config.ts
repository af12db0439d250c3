import { isIP } from 'node:net';
import path from 'node:path';
import { isIBANValid } from 'swissqrbill/utils';
import { BYTES_PER_MB } from '@shared/domain/file-sizes';
import { DEFAULT_OVERLOAD, type OverloadSettings } from './platform/overload';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: URL;
  adminEmails: ReadonlySet<string>;
  /** Addresses that get the expert role at sign-in (admins can also grant it). */
  expertEmails: ReadonlySet<string>;
  debugLogin: boolean;
  appSecret: string | undefined;
  /** The secret before a rotation (APP_SECRET_PREVIOUS); read only, until everything is re-encrypted. */
  appSecretPrevious: string | undefined;
  production: boolean;
  addressSearchUrl: string | undefined;
  /** Card payment through Stripe Checkout; both keys or neither. */
  stripe: StripeConfig | undefined;
  /** Swiss QR-bill invoices; needs the account and the creditor's address. */
  invoice: InvoiceConfig | undefined;
  /** When new API requests get 503 OVERLOADED (platform/overload.ts). */
  overload: OverloadSettings;
  /** How long SIGTERM waits for requests in flight before cutting them. */
  shutdownGraceMs: number;
  /** Which proxies' X-Forwarded-For is believed (Fastify's trustProxy); off by default. */
  trustProxy: TrustProxy;
  /** How many bytes of documents one person may store per tax year (STORAGE_QUOTA_MB_PER_YEAR). */
  storageQuotaBytesPerYear: number;
  /** clamd's Unix socket: every upload is scanned for malware when set (CLAMAV_SOCKET). */
  clamavSocket: string | undefined;
};

/** Off, a number of proxy hops in front of the app, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export type StripeConfig = { secretKey: string; webhookSecret: string };

export type InvoiceConfig = {
  /** IBAN or QR-IBAN, without spaces. */
  iban: string;
  creditor: { name: string; address: string; zip: string; city: string; country: string };
};

/** 2 GB of documents per person and tax year unless STORAGE_QUOTA_MB_PER_YEAR says otherwise (MB as in file-sizes.ts). */
export const DEFAULT_STORAGE_QUOTA_MB_PER_YEAR = 2000;

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

  const adminEmails = emailList(env, 'ADMIN_EMAILS');
  const expertEmails = emailList(env, 'EXPERT_EMAILS');

  const debugText = env.DEBUG_LOGIN?.trim();
  if (debugText && debugText !== '1' && debugText !== '0') throw new ConfigError(`DEBUG_LOGIN must be 1 or unset (got "${debugText}")`);
  if (debugText === '1' && production) throw new ConfigError('DEBUG_LOGIN=1 is refused when NODE_ENV=production');
  const debugLogin = debugText === '1';

  const appSecret = env.APP_SECRET?.trim() || undefined;
  if (appSecret !== undefined && appSecret.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters long');
  if (production && !appSecret) throw new ConfigError('APP_SECRET is required when NODE_ENV=production');
  // An earlier APP_SECRET during a key rotation: what it protected stays readable until the
  // start-up re-encryption has moved it to APP_SECRET (platform/encryption-at-rest).
  const appSecretPrevious = env.APP_SECRET_PREVIOUS?.trim() || undefined;
  if (appSecretPrevious !== undefined && appSecretPrevious.length < 32) throw new ConfigError('APP_SECRET_PREVIOUS must be at least 32 characters long');
  if (appSecretPrevious !== undefined && !appSecret) throw new ConfigError('APP_SECRET_PREVIOUS needs APP_SECRET (the secret to rotate to)');
  // Without SMTP the sign-in codes are printed to the console: fine on a laptop, never in production.
  if (production && !smtpUrl) throw new ConfigError('SMTP_URL is required when NODE_ENV=production (sign-in codes must go out by e-mail)');

  const stripe = loadStripeConfig(env);
  const invoice = loadInvoiceConfig(env);

  const overload = loadOverloadConfig(env);
  const shutdownGraceMs = boundedNumberSetting(env, 'SHUTDOWN_GRACE_SECONDS', 30, { min: 1, max: 3600 }) * 1000;
  const storageQuotaBytesPerYear = boundedNumberSetting(env, 'STORAGE_QUOTA_MB_PER_YEAR', DEFAULT_STORAGE_QUOTA_MB_PER_YEAR, { min: 1, max: 10_000_000 }) * BYTES_PER_MB;
  const clamavSocket = env.CLAMAV_SOCKET?.trim() || undefined;
  if (clamavSocket && !path.isAbsolute(clamavSocket)) throw new ConfigError(`CLAMAV_SOCKET must be the absolute path of clamd's socket (got "${clamavSocket}")`);

  const addressText = env.ADDRESS_SEARCH_URL?.trim() || undefined;
  const addressSearchUrl = addressText ? parseUrl('ADDRESS_SEARCH_URL', addressText, ['https:', 'http:']).href : undefined;

  return { port, host, dataDir, databaseUrl, smtpUrl, mailFrom, publicUrl, adminEmails, expertEmails, debugLogin, appSecret, appSecretPrevious, production, addressSearchUrl, stripe, invoice, overload, shutdownGraceMs, trustProxy: loadTrustProxy(env), storageQuotaBytesPerYear, clamavSocket };
}

/**
 * TRUST_PROXY: a hop count (`1` = one proxy in front) or a comma-separated list of proxy
 * addresses and CIDR ranges. Anything else stops the start: a typo here would either let
 * clients choose their own address or put every user behind the proxy's one.
 */
function loadTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const text = env.TRUST_PROXY?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY as a hop count must be from 1 to 10; leave it unset to trust no proxy (got "${text}")`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count like 1 or a comma-separated list of proxy addresses or CIDR ranges (got "${bad}")`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A number from the environment within [min, max], or the default when unset. */
function boundedNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, range: { min: number; max: number; integer?: boolean }): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  const integer = range.integer ?? true;
  if (!/^\d+(\.\d+)?$/.test(text) || (integer && !Number.isInteger(value)) || value < range.min || value > range.max) {
    throw new ConfigError(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${range.min} to ${range.max} (got "${text}")`);
  }
  return value;
}

/** Thresholds of the overload check; 0 switches a check off. */
function loadOverloadConfig(env: NodeJS.ProcessEnv): OverloadSettings {
  return {
    maxEventLoopDelayMs: boundedNumberSetting(env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD.maxEventLoopDelayMs, { min: 0, max: 60_000 }),
    maxEventLoopUtilization: boundedNumberSetting(env, 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', DEFAULT_OVERLOAD.maxEventLoopUtilization, { min: 0, max: 1, integer: false }),
    maxRssMb: boundedNumberSetting(env, 'OVERLOAD_MAX_RSS_MB', DEFAULT_OVERLOAD.maxRssMb, { min: 0, max: 1_000_000 }),
    retryAfterSeconds: boundedNumberSetting(env, 'OVERLOAD_RETRY_AFTER_SECONDS', DEFAULT_OVERLOAD.retryAfterSeconds, { min: 1, max: 3600 }),
    sampleIntervalMs: DEFAULT_OVERLOAD.sampleIntervalMs,
  };
}

function loadStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey) throw new ConfigError('STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set');
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  // Never echo a key: a misplaced secret must not end up in a log.
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  if (!/^whsec_\w+$/.test(webhookSecret)) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  return { secretKey, webhookSecret };
}

const INVOICE_CREDITOR_VARIABLES = ['INVOICE_CREDITOR_NAME', 'INVOICE_CREDITOR_ADDRESS', 'INVOICE_CREDITOR_ZIP', 'INVOICE_CREDITOR_CITY'] as const;

function loadInvoiceConfig(env: NodeJS.ProcessEnv): InvoiceConfig | undefined {
  const ibanText = env.INVOICE_IBAN?.replace(/\s+/g, '').toUpperCase() || undefined;
  if (!ibanText) {
    const stray = INVOICE_CREDITOR_VARIABLES.find((name) => env[name]?.trim());
    if (stray) throw new ConfigError(`INVOICE_IBAN is required when ${stray} is set`);
    return undefined;
  }
  if (!/^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(ibanText) || !isIBANValid(ibanText)) {
    throw new ConfigError(`INVOICE_IBAN must be a valid Swiss or Liechtenstein IBAN or QR-IBAN (got "${env.INVOICE_IBAN}")`);
  }
  const value = (name: (typeof INVOICE_CREDITOR_VARIABLES)[number], max: number) => {
    const text = env[name]?.trim();
    if (!text) throw new ConfigError(`${name} is required when INVOICE_IBAN is set`);
    if (text.length > max) throw new ConfigError(`${name} must be at most ${max} characters long`);
    return text;
  };
  const country = (env.INVOICE_CREDITOR_COUNTRY?.trim() || 'CH').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new ConfigError(`INVOICE_CREDITOR_COUNTRY must be a two-letter country code (got "${country}")`);
  return {
    iban: ibanText,
    creditor: {
      name: value('INVOICE_CREDITOR_NAME', 70),
      address: value('INVOICE_CREDITOR_ADDRESS', 70),
      zip: value('INVOICE_CREDITOR_ZIP', 16),
      city: value('INVOICE_CREDITOR_CITY', 35),
      country,
    },
  };
}

/** A comma-separated list of e-mail addresses (lower-cased), each checked. */
function emailList(env: NodeJS.ProcessEnv, name: 'ADMIN_EMAILS' | 'EXPERT_EMAILS'): ReadonlySet<string> {
  const emails = new Set(
    (env[name] ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const email of emails) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError(`${name} contains an invalid address: "${email}"`);
  }
  return emails;
}
