import { describe, expect, it } from 'vitest';
import { certificatePayload, zipSingleFile } from './fixtures/make-fixtures';
import { FIXTURE_CERTIFICATE } from './fixtures/certificate-figures';
import { assembleArchive, parseCertificateXml, parseSegment, SwissdecPayloadError, unzipXml, type PayloadSegment } from './swissdec-payload';

function split(payload: Uint8Array, parts: number): Uint8Array[] {
  const zip = payload.subarray(10);
  const size = Math.ceil(zip.length / parts);
  return Array.from({ length: parts }, (_, i) => Buffer.concat([Buffer.from(`SDLA01${String(i + 1).padStart(2, '0')}${String(parts).padStart(2, '0')}`, 'latin1'), zip.subarray(i * size, (i + 1) * size)]));
}

describe('Swissdec barcode payload', () => {
  it('reads the fixture payload: header, ZIP, XML, boxes', () => {
    const segment = parseSegment(certificatePayload());
    expect(segment).toMatchObject({ index: 1, count: 1 });
    const read = parseCertificateXml(unzipXml(assembleArchive([segment!])!));
    expect(read.boxes).toEqual(FIXTURE_CERTIFICATE.boxes);
    expect(read.employee).toEqual({ name: 'Lara Beispiel-Muster', ahvNumber: FIXTURE_CERTIFICATE.employee.ahvNumber });
    expect(read.period).toEqual(FIXTURE_CERTIFICATE.period);
    expect(read.employer).toEqual({ name: 'Alpenblick Software AG', address: 'Bahnhofstrasse 21, 8001 Zürich' });
  });

  it('ignores symbols without the segment header', () => {
    expect(parseSegment(new TextEncoder().encode('SPC\n0200\n1\nCH4431999123000889012'))).toBeNull();
    expect(parseSegment(new TextEncoder().encode('SDLA990101xxxx'))).toBeNull();
    expect(parseSegment(new TextEncoder().encode('SDLA010201xxxx'))).toBeNull();
  });

  it('joins segments read in any order and twice, and waits for a missing one', () => {
    const segments = split(certificatePayload(), 3).map((bytes) => parseSegment(bytes)!);
    const shuffled: PayloadSegment[] = [segments[2]!, segments[0]!, segments[2]!, segments[1]!];
    expect(parseCertificateXml(unzipXml(assembleArchive(shuffled)!)).boxes.net).toBe(FIXTURE_CERTIFICATE.boxes.net);
    expect(assembleArchive([segments[0]!, segments[2]!])).toBeNull();
  });

  it('refuses a segment read with two different contents', () => {
    const [first] = split(certificatePayload(), 2).map((bytes) => parseSegment(bytes)!);
    const altered = { ...first!, data: first!.data.map((byte, i) => (i === 5 ? byte ^ 1 : byte)) };
    expect(() => assembleArchive([first!, altered])).toThrow(SwissdecPayloadError);
  });

  it('refuses what is not a ZIP, an archive without XML, and XML without a certificate', () => {
    expect(() => unzipXml(new Uint8Array(64))).toThrow(/Not a ZIP/);
    expect(() => unzipXml(zipSingleFile('readme.txt', Buffer.from('hello')))).toThrow(/No XML/);
    // Compresses to a few kB: refused by its size before it is inflated.
    expect(() => unzipXml(zipSingleFile('big.xml', Buffer.alloc(2 * 1024 * 1024, ' ')))).toThrow(/XML too large/);
    expect(() => parseCertificateXml('<Invoice><Total>5</Total></Invoice>')).toThrow(/No SalaryCertificate/);
    expect(() => parseCertificateXml('<SalaryCertificate><NetIncome>viel</NetIncome></SalaryCertificate>')).toThrow(/Not an amount/);
  });
});
