import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assembleSegments, assembleStatementXml, hasCompleteSequence, inflateStatement, type MacroSegment } from './assemble-segments';
import { BarcodeReadError, type BarcodeReadErrorCode } from './barcode-read-error';

const XML = `<?xml version="1.0" encoding="UTF-8"?>\n<taxStatement id="CH0000012345678901234202512310" canton="ZH" totalTaxValue="39351.02">\n  <institution name="Zürcher Bank – Säntis"/>\n</taxStatement>\n`;

/** The XML compressed as the guide asks and cut into `count` segments of one Macro PDF417 sequence. */
function segmentsOf(xml: string, count: number, sequenceId = '197226194164', sequenceSize: number = count): MacroSegment[] {
  const compressed = deflateSync(Buffer.from(xml, 'utf8'), { level: constants.Z_BEST_COMPRESSION });
  const size = Math.ceil(compressed.length / count);
  return Array.from({ length: count }, (_, index) => ({
    sequenceId,
    sequenceIndex: index,
    sequenceSize,
    bytes: new Uint8Array(compressed.subarray(index * size, (index + 1) * size)),
  }));
}

function failureOf(run: () => unknown): BarcodeReadError {
  try {
    run();
  } catch (error) {
    if (error instanceof BarcodeReadError) return error;
    throw error;
  }
  throw new Error('expected a BarcodeReadError, but nothing was thrown');
}

function expectFailure(run: () => unknown, code: BarcodeReadErrorCode, message?: RegExp): void {
  const error = failureOf(run);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toMatch(message);
}

describe('assembling a statement from its PDF417 segments', () => {
  it('gives the XML from segments in index order', () => {
    expect(assembleStatementXml(segmentsOf(XML, 4))).toBe(XML);
  });

  it('orders shuffled segments by their index', () => {
    const [a, b, c, d, e] = segmentsOf(XML, 5);
    expect(assembleStatementXml([d!, b!, e!, a!, c!])).toBe(XML);
  });

  it('ignores a segment read twice with the same content', () => {
    const segments = segmentsOf(XML, 3);
    const again = { ...segments[1]!, bytes: new Uint8Array(segments[1]!.bytes) };
    expect(assembleStatementXml([segments[2]!, again, segments[0]!, segments[1]!])).toBe(XML);
  });

  it('names the missing segment and how many there should be', () => {
    const segments = segmentsOf(XML, 4);
    expectFailure(() => assembleSegments([segments[0]!, segments[1]!, segments[3]!]), 'missing-segment', /segment 3 of 4 is missing/);
  });

  it('names every missing segment, the last one included', () => {
    const segments = segmentsOf(XML, 5);
    expectFailure(() => assembleSegments([segments[0]!, segments[2]!]), 'missing-segment', /segments 2, 4, 5 of 5 are missing/);
  });

  it('refuses a segment read twice with different content', () => {
    const segments = segmentsOf(XML, 3);
    const altered = { ...segments[1]!, bytes: new Uint8Array(segments[1]!.bytes).map((byte, i) => (i === 0 ? byte ^ 0xff : byte)) };
    expectFailure(() => assembleSegments([...segments, altered]), 'conflicting-segment', /segment 2 of 3 was read twice/);
  });

  it('refuses segments that disagree on how many there are', () => {
    const segments = segmentsOf(XML, 3);
    expectFailure(() => assembleSegments([...segments.slice(0, 2), { ...segments[2]!, sequenceSize: 4 }]), 'conflicting-segment', /3 vs 4/);
  });

  it('does not mix two statements', () => {
    const first = segmentsOf(XML, 2, '111');
    const second = segmentsOf(XML.replace('ZH', 'BE'), 2, '222');
    expectFailure(() => assembleSegments([...first, ...second]), 'multiple-statements', /111, 222/);
  });

  it('reads a statement in one plain PDF417 symbol, outside any sequence', () => {
    const [whole] = segmentsOf(XML, 1, '', -1);
    expect(assembleStatementXml([whole!, whole!])).toBe(XML);
  });

  it('orders segments whose producer left the count out', () => {
    const segments = segmentsOf(XML, 3, '197226194164', 0);
    expect(assembleStatementXml([segments[2]!, segments[0]!, segments[1]!])).toBe(XML);
    expectFailure(() => assembleSegments([segments[0]!, segments[2]!]), 'missing-segment', /segment 2 of 3/);
  });

  it('says there are no barcodes when there are no segments', () => {
    expectFailure(() => assembleSegments([]), 'no-barcodes');
  });
});

describe('knowing when every segment has been read', () => {
  it('is complete only once each index of the declared count is there', () => {
    const segments = segmentsOf(XML, 3);
    expect(hasCompleteSequence(segments.slice(0, 2))).toBe(false);
    expect(hasCompleteSequence([segments[2]!, segments[0]!, segments[1]!])).toBe(true);
  });

  it('is never complete without a declared count, since the last segment may be unread', () => {
    expect(hasCompleteSequence(segmentsOf(XML, 3, 'x', 0))).toBe(false);
  });

  it('is not complete with plain symbols only', () => {
    expect(hasCompleteSequence(segmentsOf(XML, 1, '', -1))).toBe(false);
  });
});

describe('inflating the statement', () => {
  it('inflates a zlib stream to UTF-8 text, umlauts included', () => {
    expect(inflateStatement(deflateSync(Buffer.from(XML, 'utf8')))).toBe(XML);
  });

  it('accepts raw deflate from a producer that left the zlib header out', () => {
    expect(inflateStatement(deflateRawSync(Buffer.from(XML, 'utf8')))).toBe(XML);
  });

  it('fails with inflate-failed on bytes that are no deflate stream', () => {
    expectFailure(() => inflateStatement(new Uint8Array(Buffer.from('<taxStatement/> is not compressed'))), 'inflate-failed');
    expectFailure(() => inflateStatement(new Uint8Array(Buffer.from(`78da${'ff'.repeat(64)}`, 'hex'))), 'inflate-failed');
  });

  it('fails with inflate-failed on a stream cut short (its last segment lost)', () => {
    const compressed = deflateSync(Buffer.from(XML.repeat(20), 'utf8'));
    expectFailure(() => inflateStatement(compressed.subarray(0, compressed.length - 8)), 'inflate-failed');
  });

  it('fails with inflate-failed when the text is not UTF-8', () => {
    expectFailure(() => inflateStatement(deflateSync(Buffer.from([0x3c, 0xff, 0xfe, 0x3e]))), 'inflate-failed', /not UTF-8/);
  });

  it('refuses data that inflates beyond any real statement', () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20), { level: 9 });
    expectFailure(() => inflateStatement(bomb), 'inflate-failed');
  });
});
