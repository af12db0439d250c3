import { inflateRawSync, inflateSync } from 'node:zlib';
import { BarcodeReadError } from './barcode-read-error';

/** One PDF417 symbol as the reader found it, with its Macro PDF417 (structured append) control block. */
export type MacroSegment = {
  /** The Macro PDF417 file id shared by all segments of one statement ('' for a plain symbol). */
  sequenceId: string;
  /** 0-based position of the segment in the statement's data. */
  sequenceIndex: number;
  /** Number of segments: 0 when the producer left the optional count out, -1 for a plain symbol. */
  sequenceSize: number;
  bytes: Uint8Array;
};

/**
 * A statement inflates to a few hundred kB at most; the cap keeps a crafted barcode from
 * inflating into gigabytes on the server.
 */
const MAX_XML_BYTES = 16 * 1024 * 1024;

function groupBySequence(segments: readonly MacroSegment[]): Map<string, MacroSegment[]> {
  const groups = new Map<string, MacroSegment[]>();
  for (const segment of segments) {
    const group = groups.get(segment.sequenceId);
    if (group) group.push(segment);
    else groups.set(segment.sequenceId, [segment]);
  }
  return groups;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

/** How many segments the sequence has: the count the symbols carry, else one past the highest index seen. */
function expectedCount(group: readonly MacroSegment[]): number {
  const counts = new Set(group.map((s) => s.sequenceSize).filter((size) => size > 0));
  if (counts.size > 1) {
    throw new BarcodeReadError('conflicting-segment', `The segments of barcode sequence ${group[0]!.sequenceId} disagree on their number: ${[...counts].join(' vs ')}`);
  }
  const [declared] = counts;
  return declared ?? Math.max(...group.map((s) => s.sequenceIndex)) + 1;
}

/** The segments of one sequence in index order, each once; the same segment read twice is fine. */
function orderedSegments(group: readonly MacroSegment[]): { ordered: MacroSegment[]; missing: number[]; expected: number } {
  const expected = expectedCount(group);
  const byIndex = new Map<number, MacroSegment>();
  for (const segment of group) {
    if (segment.sequenceIndex < 0 || segment.sequenceIndex >= expected) {
      throw new BarcodeReadError('conflicting-segment', `Barcode segment index ${segment.sequenceIndex} is outside the ${expected} segments of sequence ${segment.sequenceId}`);
    }
    const seen = byIndex.get(segment.sequenceIndex);
    if (!seen) byIndex.set(segment.sequenceIndex, segment);
    else if (!sameBytes(seen.bytes, segment.bytes)) {
      throw new BarcodeReadError('conflicting-segment', `Barcode segment ${segment.sequenceIndex + 1} of ${expected} was read twice with different content (sequence ${segment.sequenceId})`);
    }
  }
  const ordered: MacroSegment[] = [];
  const missing: number[] = [];
  for (let index = 0; index < expected; index++) {
    const segment = byIndex.get(index);
    if (segment) ordered.push(segment);
    else missing.push(index);
  }
  return { ordered, missing, expected };
}

/**
 * The one statement the symbols carry. Macro sequences win over plain symbols, which are most
 * likely some other code printed on the page; two different statements are not guessed between.
 */
function statementSequence(segments: readonly MacroSegment[]): MacroSegment[] {
  const macro = segments.filter((s) => s.sequenceSize >= 0);
  if (macro.length > 0) {
    const groups = groupBySequence(macro);
    if (groups.size > 1) {
      throw new BarcodeReadError('multiple-statements', `The barcodes hold ${groups.size} different statements (sequences ${[...groups.keys()].join(', ')})`);
    }
    return [...groups.values()][0]!;
  }
  const distinct = segments.filter((s, i) => segments.findIndex((other) => sameBytes(other.bytes, s.bytes)) === i);
  if (distinct.length === 0) throw new BarcodeReadError('no-barcodes', 'No PDF417 barcode was found');
  if (distinct.length > 1) {
    throw new BarcodeReadError('multiple-statements', `${distinct.length} separate PDF417 barcodes were found and none is part of a Macro PDF417 sequence`);
  }
  return [{ ...distinct[0]!, sequenceIndex: 0, sequenceSize: 1 }];
}

/** Whether the symbols hold at least one statement whose every segment has been read. */
export function hasCompleteSequence(segments: readonly MacroSegment[]): boolean {
  const macro = segments.filter((s) => s.sequenceSize >= 0);
  if (macro.length === 0) return false;
  return [...groupBySequence(macro).values()].some((group) => {
    try {
      // Without a declared count the last segment may still be unread.
      return group.some((s) => s.sequenceSize > 0) && orderedSegments(group).missing.length === 0;
    } catch {
      return false;
    }
  });
}

/** The compressed statement: the segments' bytes in index order, whatever order they were read in. */
export function assembleSegments(segments: readonly MacroSegment[]): Uint8Array {
  if (segments.length === 0) throw new BarcodeReadError('no-barcodes', 'No PDF417 barcode was found');
  const { ordered, missing, expected } = orderedSegments(statementSequence(segments));
  if (missing.length > 0) {
    const names = missing.map((index) => index + 1).join(', ');
    throw new BarcodeReadError(
      'missing-segment',
      `Barcode segment${missing.length > 1 ? 's' : ''} ${names} of ${expected} ${missing.length > 1 ? 'are' : 'is'} missing (read ${ordered.length} of ${expected})`,
    );
  }
  return Buffer.concat(ordered.map((s) => s.bytes));
}

/**
 * The guide (BEIL2 eCH-0196, 2.2) has the XML compressed with java.util.zip.Deflater, which
 * writes a zlib stream; a producer that wrote raw deflate is accepted too.
 */
export function inflateStatement(compressed: Uint8Array): string {
  let xmlBytes: Buffer;
  try {
    xmlBytes = inflateSync(compressed, { maxOutputLength: MAX_XML_BYTES });
  } catch (zlibError) {
    try {
      xmlBytes = inflateRawSync(compressed, { maxOutputLength: MAX_XML_BYTES });
    } catch {
      throw new BarcodeReadError('inflate-failed', 'The barcode data is not a zlib stream that inflates to a statement', { cause: zlibError });
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xmlBytes);
  } catch (decodeError) {
    throw new BarcodeReadError('inflate-failed', 'The inflated barcode data is not UTF-8 text', { cause: decodeError });
  }
}

/** The statement's XML from its PDF417 segments, in any order and with repeats. */
export function assembleStatementXml(segments: readonly MacroSegment[]): string {
  return inflateStatement(assembleSegments(segments));
}
