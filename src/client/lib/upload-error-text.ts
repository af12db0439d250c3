import { failureText, type CodedFailure } from './error-text';

/** Codes an upload flow gives itself (each has an `errors.<CODE>` text in `common`). */
export const UPLOAD_FLOW_CODES = {
  hashUnavailable: 'HASH_UNAVAILABLE',
  missingResult: 'MISSING_RESULT',
} as const;

/**
 * Why an upload or one of its files was refused, in the interface language: the same texts for
 * every upload in the app, from the code and its params (the limit, the allowed types, the
 * quota), never the server's English message.
 */
export function uploadErrorText(error: CodedFailure): string {
  return failureText(error);
}
