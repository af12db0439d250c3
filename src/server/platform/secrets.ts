import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Key material derived from APP_SECRET. Without APP_SECRET (development) a random secret is
 * generated once into DATA_DIR so codes and encrypted files survive restarts.
 */
export type Secrets = {
  codeHmacKey: Buffer;
  fileKeyWrappingKey: Buffer;
};

export function resolveAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  return generated;
}

export function deriveSecrets(appSecret: string): Secrets {
  const ikm = Buffer.from(appSecret, 'utf8');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, 'helvetax', info, 32));
  return { codeHmacKey: derive('sign-in-code-hmac'), fileKeyWrappingKey: derive('file-key-wrapping') };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
