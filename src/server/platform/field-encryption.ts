import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Field-level encryption of personal identifiers at rest (AHV numbers, tax numbers, the spouse's
 * numbers): AES-256-GCM with a random 12-byte IV, stored as one self-describing text
 *
 *   enc:v1:<keyId>:<base64(iv | tag | ciphertext)>
 *
 * so a text column stays a text column and a jsonb field stays a string. The key id names the
 * key that made it (the first bytes of an HMAC of a fixed label under that key, which reveals
 * nothing about the key), so after a rotation the old values are found with one `not like` and
 * opened with the previous key. The GCM tag refuses any changed byte.
 *
 * Encryption happens at the data-module boundary (the data.ts files that read and write these
 * columns): services, routes and API answers keep seeing plain values.
 */
export type FieldKey = { id: string; key: Buffer };
export type FieldKeyring = {
  /** Every new value is encrypted with this key. */
  current: FieldKey;
  /** Keys of earlier secrets (APP_SECRET_PREVIOUS, a former DATA_DIR/app-secret): read only. */
  previous: FieldKey[];
  /** Keyed hash for identifiers that must be compared for equality without decrypting. */
  hashKey: Buffer;
};

export const ENCRYPTED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key of one secret; the same secret always gives the same key and id. */
export function deriveFieldKey(appSecret: string): FieldKey {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(appSecret, 'utf8'), 'helvetax', 'field-encryption', 32));
  const id = createHmac('sha256', key).update('helvetax field key id').digest('base64url').slice(0, 8);
  return { id, key };
}

export function deriveFieldHashKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(appSecret, 'utf8'), 'helvetax', 'identifier-hash', 32));
}

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    // Never the value itself: this message may reach a log.
    super(`encrypted field could not be opened: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(ENCRYPTED_PREFIX);
}

/** The prefix every value made with the current key starts with (the sweep looks for the others). */
export function currentPrefix(keyring: FieldKeyring): string {
  return `${ENCRYPTED_PREFIX}${keyring.current.id}:`;
}

export function encryptField(keyring: FieldKeyring, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${currentPrefix(keyring)}${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

/**
 * The plain value. A value without the prefix is a plaintext written before encryption existed
 * and is returned as it is (the start-up sweep encrypts those before the app serves anything).
 * A changed ciphertext or an unknown key throws: never a wrong or partial value.
 */
export function decryptField(keyring: FieldKeyring, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const rest = stored.slice(ENCRYPTED_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon < 0) throw new FieldDecryptionError('malformed');
  const keyId = rest.slice(0, colon);
  const key = [keyring.current, ...keyring.previous].find((k) => k.id === keyId);
  if (!key) throw new FieldDecryptionError('unknown key id (was APP_SECRET changed without APP_SECRET_PREVIOUS?)');
  const raw = Buffer.from(rest.slice(colon + 1), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError('malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new FieldDecryptionError('authentication failed');
  }
}

/**
 * A new plain value as it is stored: encrypted, whatever it looks like (a value that happens to
 * start with the prefix is encrypted too, so reading gives it back unchanged); empty (null, '')
 * stays empty, which tells nothing a missing value would not.
 */
export function sealField(keyring: FieldKeyring, value: string): string;
export function sealField(keyring: FieldKeyring, value: string | null): string | null;
export function sealField(keyring: FieldKeyring, value: string | null | undefined): string | null | undefined;
export function sealField(keyring: FieldKeyring, value: string | null | undefined): string | null | undefined {
  return value ? encryptField(keyring, value) : value;
}

/** The plain value of a stored one; empty stays empty. */
export function openField(keyring: FieldKeyring, value: string): string;
export function openField(keyring: FieldKeyring, value: string | null): string | null;
export function openField(keyring: FieldKeyring, value: string | null | undefined): string | null | undefined;
export function openField(keyring: FieldKeyring, value: string | null | undefined): string | null | undefined {
  return value ? decryptField(keyring, value) : value;
}

/**
 * A stored value brought to the current key (the start-up sweep): plaintext of before this
 * change and values of an earlier key are encrypted anew; current ones stay as they are.
 */
export function reseal(keyring: FieldKeyring, stored: string): string {
  if (!stored || stored.startsWith(currentPrefix(keyring))) return stored;
  return encryptField(keyring, decryptField(keyring, stored));
}

// ---- Identifiers inside jsonb ----

/**
 * Where identifiers sit inside a jsonb value: keys from the top, arrays on the way are walked
 * element by element (as a lax jsonpath does), so ['ahvNumber'] reaches it in an object and in
 * every object of an array.
 */
export type JsonFieldPath = readonly string[];

function mapAt(value: unknown, path: JsonFieldPath, fn: (stored: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapAt(item, path, fn));
  if (path.length === 0) return typeof value === 'string' ? fn(value) : value;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (!Object.hasOwn(value, head)) return value;
  return { ...value, [head]: mapAt((value as Record<string, unknown>)[head], rest, fn) };
}

/** A copy of `value` with `fn` applied to the string at each path (other fields untouched). */
export function mapJsonFields<T>(value: T, paths: readonly JsonFieldPath[], fn: (stored: string) => string): T {
  return paths.reduce<unknown>((v, path) => mapAt(v, path, fn), value) as T;
}

export function sealJsonFields<T>(keyring: FieldKeyring, value: T, paths: readonly JsonFieldPath[]): T {
  return mapJsonFields(value, paths, (plain) => sealField(keyring, plain));
}

export function openJsonFields<T>(keyring: FieldKeyring, value: T, paths: readonly JsonFieldPath[]): T {
  return mapJsonFields(value, paths, (stored) => openField(keyring, stored));
}

/**
 * A keyed hash (HMAC-SHA-256 under its own HKDF label) of an identifier's digits, for a lookup
 * or duplicate check by equality without decrypting: 756.1234.5678.97 and 7561234567897 give
 * the same hash. Nothing searches identifiers today (the experts' search covers name and
 * e-mail); a column holding this hash must be recomputed when the secret rotates.
 */
export function identifierHash(keyring: FieldKeyring, identifier: string): string {
  const normalized = identifier.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return createHmac('sha256', keyring.hashKey).update(normalized).digest('hex');
}

// ---- The keyring of this process ----

let installed: FieldKeyring | undefined;

/**
 * Installs the keyring every data module encrypts and decrypts with. One process serves one
 * app with one APP_SECRET, and the data functions are called from every feature with only a
 * database handle; threading a key through each of those calls would change every service for
 * no gain. buildApp installs it from its Secrets, so a test app uses its own.
 */
export function installFieldKeyring(keyring: FieldKeyring): void {
  installed = keyring;
}

export function fieldKeyring(): FieldKeyring {
  if (!installed) throw new Error('field encryption keys are not installed (buildApp installs them)');
  return installed;
}
