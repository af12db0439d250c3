import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deriveFieldHashKey, deriveFieldKey, type FieldKeyring } from './field-encryption';

/**
 * Key material derived from APP_SECRET. Without APP_SECRET (development) a random secret is
 * generated once into DATA_DIR so codes and encrypted files survive restarts. Earlier secrets
 * (APP_SECRET_PREVIOUS, or that generated file once APP_SECRET is set) only open what they
 * protected until the start-up re-encryption (platform/key-rotation.ts) has moved it to the
 * current secret.
 */
export type Secrets = {
  codeHmacKey: Buffer;
  fileKeyWrappingKey: Buffer;
  /** Wrapping keys of earlier secrets: file keys they wrapped stay readable until re-wrapped. */
  previousFileKeyWrappingKeys: Buffer[];
  /** Field-level encryption of personal identifiers (platform/field-encryption.ts). */
  fieldKeys: FieldKeyring;
};

export type ResolvedSecrets = {
  appSecret: string;
  /** Secrets whose data is re-encrypted to appSecret at start; then no longer needed. */
  previousSecrets: string[];
  /**
   * DATA_DIR/app-secret when APP_SECRET is set: the generated secret of an earlier run, which
   * must not stay next to the data it protects. Deleted once everything is re-encrypted.
   */
  retiredSecretFile?: string;
};

const GENERATED_SECRET_FILE = 'app-secret';

/**
 * Which secret protects the data from now on and which earlier ones must still open it. With
 * APP_SECRET set nothing is ever written into DATA_DIR.
 */
export function resolveAppSecrets(options: { appSecret?: string; previousSecret?: string; dataDir: string }): ResolvedSecrets {
  const file = path.join(options.dataDir, GENERATED_SECRET_FILE);
  const previousSecrets = options.previousSecret ? [options.previousSecret] : [];
  if (options.appSecret) {
    if (!existsSync(file)) return { appSecret: options.appSecret, previousSecrets };
    const generated = readFileSync(file, 'utf8').trim();
    return { appSecret: options.appSecret, previousSecrets: [...previousSecrets, generated], retiredSecretFile: file };
  }
  if (existsSync(file)) return { appSecret: readFileSync(file, 'utf8').trim(), previousSecrets };
  mkdirSync(options.dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  return { appSecret: generated, previousSecrets };
}

export function deriveSecrets(appSecret: string, previousSecrets: readonly string[] = []): Secrets {
  const derive = (secret: string, info: string) => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'helvetax', info, 32));
  // The same secret twice (APP_SECRET copied from the generated file) is one key, not two.
  const previous = [...new Set(previousSecrets)].filter((s) => s !== appSecret);
  return {
    codeHmacKey: derive(appSecret, 'sign-in-code-hmac'),
    fileKeyWrappingKey: derive(appSecret, 'file-key-wrapping'),
    previousFileKeyWrappingKeys: previous.map((s) => derive(s, 'file-key-wrapping')),
    fieldKeys: { current: deriveFieldKey(appSecret), previous: previous.map(deriveFieldKey), hashKey: deriveFieldHashKey(appSecret) },
  };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
