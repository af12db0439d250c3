import { rm } from 'node:fs/promises';
import type { Db } from '../../db/connect';
import { currentPrefix, installFieldKeyring, mapJsonFields, reseal, type FieldKeyring } from '../field-encryption';
import type { Secrets } from '../secrets';
import type { BlobStorage } from '../storage';
import * as data from './data';
import { DECLARATION_IDENTIFIER_PATHS, ENCRYPTED_USER_FIELDS, RECOGNITION_IDENTIFIER_PATHS, SECTION_IDENTIFIER_PATHS } from './identifier-paths';

export type ReencryptionResult = {
  /** Rows whose identifiers were encrypted anew (plaintext of before, or an earlier key). */
  users: number;
  sections: number;
  declarations: number;
  /** Document recognitions (the figures read from an upload, as read and as confirmed). */
  recognitions: number;
  /** File keys (documents and finished returns) wrapped again with the current secret. */
  fileKeys: number;
};

/**
 * Runs at every start, before the app serves anything: brings every identifier and wrapped file
 * key to the current secret. Plaintext rows of before field encryption and values of
 * APP_SECRET_PREVIOUS (or of a generated DATA_DIR/app-secret once APP_SECRET is set) are
 * encrypted anew (the privacy feature's sealed accounting records are resealed by its own
 * maintainRetainedRecords, which main.ts runs next); a start with nothing to do costs four
 * queries that find nothing. Safe to rerun and to interrupt: each row changes in one
 * compare-and-set update and is readable with the configured keys before and after.
 */
export async function reencryptAtRest(args: { db: Db; secrets: Secrets; storage: BlobStorage }): Promise<ReencryptionResult> {
  const keyring = args.secrets.fieldKeys;
  installFieldKeyring(keyring);
  const result: ReencryptionResult = {
    users: await resealUsers(args.db, keyring),
    sections: await resealSections(args.db, keyring),
    declarations: await resealDeclarations(args.db, keyring),
    recognitions: await resealRecognitions(args.db, keyring),
    fileKeys: args.storage.hasPreviousKeys ? (await rewrapFileKeys(args.db, args.storage, 'files')) + (await rewrapFileKeys(args.db, args.storage, 'tax_returns')) : 0,
  };
  return result;
}

/**
 * Deletes a generated DATA_DIR/app-secret once APP_SECRET protects everything: called only after
 * every re-encryption step of the start succeeded (a failure before leaves the file, and the
 * next start tries again). True when there was a file to delete.
 */
export async function retireGeneratedSecret(file: string | undefined): Promise<boolean> {
  if (!file) return false;
  await rm(file, { force: true });
  return true;
}

/**
 * Repeats a batch until nothing is left. A row a batch could not update (changed by someone
 * else in the meantime) is not tried again in this run, so the loop always ends.
 */
async function untilDone<R>(next: () => Promise<R[]>, keyOf: (row: R) => string, handle: (row: R) => Promise<void>): Promise<number> {
  const seen = new Set<string>();
  for (;;) {
    const rows = (await next()).filter((row) => !seen.has(keyOf(row)));
    if (rows.length === 0) return seen.size;
    for (const row of rows) {
      seen.add(keyOf(row));
      await handle(row);
    }
  }
}

function resealUsers(db: Db, keyring: FieldKeyring): Promise<number> {
  const prefix = currentPrefix(keyring);
  return untilDone(
    () => data.usersToReseal(db, prefix),
    (row) => String(row.id),
    async (row) => {
      const sealed = { ...row };
      for (const field of ENCRYPTED_USER_FIELDS) sealed[field] = row[field] && reseal(keyring, row[field]);
      await data.updateUserIdentifiers(db, row.id, row, sealed);
    },
  );
}

function resealSections(db: Db, keyring: FieldKeyring): Promise<number> {
  const prefix = currentPrefix(keyring);
  return untilDone(
    () => data.sectionsToReseal(db, SECTION_IDENTIFIER_PATHS, prefix),
    (row) => `${row.userId}/${row.taxYear}/${row.section}`,
    async (row) => {
      const sealed = mapJsonFields(row.data, SECTION_IDENTIFIER_PATHS[row.section] ?? [], (stored) => reseal(keyring, stored));
      await data.updateSectionData(db, row, row.data, sealed);
    },
  );
}

function resealDeclarations(db: Db, keyring: FieldKeyring): Promise<number> {
  const prefix = currentPrefix(keyring);
  return untilDone(
    () => data.declarationsToReseal(db, DECLARATION_IDENTIFIER_PATHS, prefix),
    (row) => String(row.id),
    async (row) => {
      const sealed = mapJsonFields(row.content, DECLARATION_IDENTIFIER_PATHS, (stored) => reseal(keyring, stored));
      await data.updateDeclarationContent(db, row.id, row.content, sealed);
    },
  );
}

function resealRecognitions(db: Db, keyring: FieldKeyring): Promise<number> {
  const prefix = currentPrefix(keyring);
  const resealed = (stored: unknown) => mapJsonFields(stored, RECOGNITION_IDENTIFIER_PATHS, (value) => reseal(keyring, value));
  return untilDone(
    () => data.recognitionsToReseal(db, RECOGNITION_IDENTIFIER_PATHS, prefix),
    (row) => String(row.fileId),
    async (row) => {
      await data.updateRecognitionResults(db, row.fileId, row, { result: resealed(row.result), confirmedResult: resealed(row.confirmedResult) });
    },
  );
}

/** Only the small wrapped key of a row changes; the encrypted file on disk stays as it is. */
async function rewrapFileKeys(db: Db, storage: BlobStorage, table: 'files' | 'tax_returns'): Promise<number> {
  let rewrapped = 0;
  let afterId = 0;
  for (;;) {
    const rows = await data.wrappedKeysAfter(db, table, afterId);
    if (rows.length === 0) return rewrapped;
    for (const row of rows) {
      const next = storage.rewrapKey(row.wrappedKey);
      if (next) {
        await data.updateWrappedKey(db, table, row.id, row.wrappedKey, next);
        rewrapped += 1;
      }
    }
    afterId = rows[rows.length - 1]!.id;
  }
}
