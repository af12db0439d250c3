import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decryptField,
  encryptField,
  FieldDecryptionError,
  identifierHash,
  mapJsonFields,
  openJsonFields,
  reseal,
  sealJsonFields,
  type FieldKeyring,
} from './field-encryption';
import { deriveSecrets, resolveAppSecrets } from './secrets';

const A = 'secret-a-secret-a-secret-a-secret-a-0123';
const B = 'secret-b-secret-b-secret-b-secret-b-0123';
const keyring = (secret: string, previous: string[] = []): FieldKeyring => deriveSecrets(secret, previous).fieldKeys;
const AHV = '756.1234.5678.97';

describe('field encryption', () => {
  it('gives the value back, never shows it, and names the key', () => {
    const keys = keyring(A);
    const first = encryptField(keys, AHV);
    const second = encryptField(keys, AHV);
    expect(first).toMatch(new RegExp(`^enc:v1:${keys.current.id}:[A-Za-z0-9+/=]+$`));
    expect(first).not.toContain('1234');
    // A random IV per value: equal numbers do not look equal at rest.
    expect(second).not.toBe(first);
    expect(decryptField(keys, first)).toBe(AHV);
    expect(decryptField(keys, encryptField(keys, 'enc:v1:looks-like-one'))).toBe('enc:v1:looks-like-one');
  });

  it('refuses a value with any byte changed', () => {
    const keys = keyring(A);
    const stored = encryptField(keys, AHV);
    const [, , id, body] = stored.split(':') as [string, string, string, string];
    const raw = Buffer.from(body, 'base64');
    for (const at of [0, 12, 28, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[at]! ^= 1;
      expect(() => decryptField(keys, `enc:v1:${id}:${changed.toString('base64')}`)).toThrow(FieldDecryptionError);
    }
    expect(() => decryptField(keys, `enc:v1:${id}:${raw.subarray(0, 20).toString('base64')}`)).toThrow(FieldDecryptionError);
  });

  it('opens values of a previous secret only when it is configured, and reseals them to the current one', () => {
    const old = encryptField(keyring(A), AHV);
    expect(() => decryptField(keyring(B), old)).toThrow(/unknown key id/);
    const rotating = keyring(B, [A]);
    expect(decryptField(rotating, old)).toBe(AHV);
    const moved = reseal(rotating, old);
    expect(moved.startsWith(`enc:v1:${rotating.current.id}:`)).toBe(true);
    expect(decryptField(keyring(B), moved)).toBe(AHV);
    expect(reseal(rotating, moved)).toBe(moved);
    // Plaintext of before field encryption is encrypted; empty stays empty.
    expect(decryptField(keyring(B), reseal(rotating, AHV))).toBe(AHV);
    expect(reseal(rotating, '')).toBe('');
  });

  it('encrypts identifiers inside json, in objects and in arrays, and leaves the rest', () => {
    const keys = keyring(A);
    const paths = [['ahvNumber'], ['location', 'taxId']];
    const value = { ahvNumber: AHV, name: 'Anna', location: { taxId: '123.456.789', city: 'Bern' }, empty: '' };
    const sealed = sealJsonFields(keys, value, paths);
    expect(JSON.stringify(sealed)).not.toMatch(/1234|456/);
    expect(sealed.name).toBe('Anna');
    expect(sealed.location.city).toBe('Bern');
    expect(openJsonFields(keys, sealed, paths)).toEqual(value);
    const children = [{ ahvNumber: AHV }, { firstName: 'Lia' }, { ahvNumber: '' }];
    const sealedChildren = sealJsonFields(keys, children, [['ahvNumber']]);
    expect(sealedChildren[0]!.ahvNumber).toMatch(/^enc:v1:/);
    expect(sealedChildren[1]).toEqual({ firstName: 'Lia' });
    expect(sealedChildren[2]).toEqual({ ahvNumber: '' });
    expect(openJsonFields(keys, sealedChildren, [['ahvNumber']])).toEqual(children);
    expect(mapJsonFields(null, paths, () => 'x')).toBeNull();
  });

  it('hashes an identifier with a key of its own: the same for any formatting, different per secret', () => {
    const keys = keyring(A);
    expect(identifierHash(keys, AHV)).toBe(identifierHash(keys, '7561234567897'));
    expect(identifierHash(keys, AHV)).not.toBe(identifierHash(keys, '756.1234.5678.98'));
    expect(identifierHash(keys, AHV)).not.toBe(identifierHash(keyring(B), AHV));
    expect(keys.hashKey.equals(keys.current.key)).toBe(false);
  });
});

describe('which secret protects the data', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('with APP_SECRET set writes no secret into DATA_DIR', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hx-secrets-'));
    expect(resolveAppSecrets({ appSecret: A, dataDir: dir })).toEqual({ appSecret: A, previousSecrets: [] });
    expect(resolveAppSecrets({ appSecret: A, previousSecret: B, dataDir: dir })).toEqual({ appSecret: A, previousSecrets: [B] });
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('without APP_SECRET generates one file once; with APP_SECRET later that file becomes a previous secret to retire', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hx-secrets-'));
    const generated = resolveAppSecrets({ dataDir: dir });
    const file = path.join(dir, 'app-secret');
    expect(readFileSync(file, 'utf8')).toBe(generated.appSecret);
    expect(resolveAppSecrets({ dataDir: dir }).appSecret).toBe(generated.appSecret);
    expect(resolveAppSecrets({ appSecret: A, dataDir: dir })).toEqual({ appSecret: A, previousSecrets: [generated.appSecret], retiredSecretFile: file });
  });

  it('derives nothing twice when the previous secret is the current one', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hx-secrets-'));
    writeFileSync(path.join(dir, 'app-secret'), A);
    const resolved = resolveAppSecrets({ appSecret: A, dataDir: dir });
    const secrets = deriveSecrets(resolved.appSecret, resolved.previousSecrets);
    expect(secrets.fieldKeys.previous).toEqual([]);
    expect(secrets.previousFileKeyWrappingKeys).toEqual([]);
    expect(resolved.retiredSecretFile).toBe(path.join(dir, 'app-secret'));
  });
});
