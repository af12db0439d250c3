export type BarcodeReadErrorCode =
  | 'no-barcodes'
  | 'missing-segment'
  | 'conflicting-segment'
  | 'multiple-statements'
  | 'inflate-failed';

/**
 * Why the XML could not be taken from a statement's barcodes. The recognition job keeps the code
 * (the document then waits for the expert); the English message is for logs and names the
 * segment concerned, never the statement's content.
 */
export class BarcodeReadError extends Error {
  override readonly name = 'BarcodeReadError';

  constructor(
    readonly code: BarcodeReadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
