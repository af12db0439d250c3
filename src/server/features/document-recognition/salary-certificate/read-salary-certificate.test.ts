import { readFileSync } from 'node:fs';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rotateImage } from '../barcodes/read-barcodes';
import { openPdfPages } from '../barcodes/render-pdf-pages';
import { FIXTURE_CERTIFICATE } from './fixtures/certificate-figures';
import { textCertificatePdf } from './fixtures/make-fixtures';
import { readSalaryCertificate } from './read-salary-certificate';
import type { SalaryCertificate, SalaryCertificateReading, SalaryCertificateSource } from './salary-certificate';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
// OCR of a full page takes a few seconds alone and much longer on a busy 2-core machine.
const OCR_TIMEOUT = 60_000;

function certificateOf(reading: SalaryCertificateReading, source: SalaryCertificateSource): SalaryCertificate {
  expect(reading.kind).toBe('salary-certificate');
  if (reading.kind !== 'salary-certificate') throw new Error('not read');
  expect(reading.certificate.source).toBe(source);
  return reading.certificate;
}

/** The figures and header fields every route must give for the fixture certificate. */
function expectFixtureFigures(certificate: SalaryCertificate): void {
  expect(certificate.boxes).toEqual(FIXTURE_CERTIFICATE.boxes);
  expect(certificate.employee.ahvNumber).toBe(FIXTURE_CERTIFICATE.employee.ahvNumber);
  expect(certificate.period).toEqual(FIXTURE_CERTIFICATE.period);
  expect(certificate.employer).toEqual({ name: 'Alpenblick Software AG', address: 'Bahnhofstrasse 21, 8001 Zürich' });
  expect(certificate.plausible).toBe(true);
  for (const key of ['salary', 'fringeBenefits', 'gross', 'socialContributions', 'pensionOrdinary', 'pensionBuyIn', 'net'] as const) {
    expect(certificate.fieldConfidence[key]).toBe('high');
  }
}

describe('readSalaryCertificate', () => {
  it('reads the Swissdec barcode of a certificate PDF', async () => {
    const certificate = certificateOf(await readSalaryCertificate(fixture('certificate-barcode.pdf'), 'application/pdf'), 'barcode');
    expectFixtureFigures(certificate);
    expect(certificate.employee.name).toBe('Lara Beispiel-Muster');
  });

  it('reads the text layer of a certificate PDF without barcode', async () => {
    expectFixtureFigures(certificateOf(await readSalaryCertificate(fixture('certificate-text.pdf'), 'application/pdf'), 'text-layer'));
  });

  it('reads the barcode in a photo of the certificate held 4° askew', async () => {
    let photo: Uint8Array | undefined;
    for await (const page of openPdfPages(new Uint8Array(fixture('certificate-barcode.pdf')))) {
      const turned = rotateImage(await page.render(200), 4);
      const canvas = createCanvas(turned.width, turned.height);
      canvas.getContext('2d').putImageData(new ImageData(turned.data, turned.width, turned.height), 0, 0);
      photo = await canvas.encode('jpeg', 80);
    }
    expectFixtureFigures(certificateOf(await readSalaryCertificate(photo!, 'image/jpeg'), 'barcode'));
  }, OCR_TIMEOUT);

  it('reads the barcode in a large phone photo, held 4° askew', async () => {
    // 400 dpi: about 3,600 × 4,900 pixels once turned, more than the reduced copy read first.
    let photo: Uint8Array | undefined;
    for await (const page of openPdfPages(new Uint8Array(fixture('certificate-barcode.pdf')))) {
      const turned = rotateImage(await page.render(400), 4);
      const canvas = createCanvas(turned.width, turned.height);
      canvas.getContext('2d').putImageData(new ImageData(turned.data, turned.width, turned.height), 0, 0);
      photo = await canvas.encode('jpeg', 80);
    }
    expectFixtureFigures(certificateOf(await readSalaryCertificate(photo!, 'image/jpeg'), 'barcode'));
  }, OCR_TIMEOUT);

  it('reads a photographed certificate by OCR', async () => {
    const certificate = certificateOf(await readSalaryCertificate(fixture('certificate-photo.jpg'), 'image/jpeg'), 'ocr');
    expectFixtureFigures(certificate);
    // No sum confirms the expenses: read by OCR alone they stay for the person to check.
    expect(certificate.fieldConfidence.expenses).toBe('low');
  }, OCR_TIMEOUT);

  it('reads a phone photo stored sideways with an EXIF Orientation tag as it reads the upright photo', async () => {
    // Landscape pixels, Orientation 6: read as stored, the lines would run top to bottom.
    const certificate = certificateOf(await readSalaryCertificate(fixture('certificate-photo-exif-rotated.jpg'), 'image/jpeg'), 'ocr');
    expectFixtureFigures(certificate);
  }, OCR_TIMEOUT);

  it('reads the barcode in a photo lying sideways without any EXIF tag', async () => {
    let photo: Uint8Array | undefined;
    for await (const page of openPdfPages(new Uint8Array(fixture('certificate-barcode.pdf')))) {
      const turned = rotateImage(await page.render(200), 90);
      const canvas = createCanvas(turned.width, turned.height);
      canvas.getContext('2d').putImageData(new ImageData(turned.data, turned.width, turned.height), 0, 0);
      photo = await canvas.encode('jpeg', 80);
    }
    expectFixtureFigures(certificateOf(await readSalaryCertificate(photo!, 'image/jpeg'), 'barcode'));
  }, OCR_TIMEOUT);

  it('reads a scanned certificate PDF (no text layer) by OCR', async () => {
    expectFixtureFigures(certificateOf(await readSalaryCertificate(fixture('certificate-scan.pdf'), 'application/pdf'), 'ocr'));
  }, OCR_TIMEOUT);

  it('says plainly that another PDF is not a salary certificate', async () => {
    expect(await readSalaryCertificate(fixture('not-a-certificate.pdf'), 'application/pdf')).toEqual({ kind: 'not-a-salary-certificate', reason: 'no-certificate-content' });
  });

  it('turns away file types it does not read and files that do not open', async () => {
    expect(await readSalaryCertificate(new TextEncoder().encode('<xml/>'), 'application/xml')).toEqual({ kind: 'not-a-salary-certificate', reason: 'unsupported-type' });
    expect(await readSalaryCertificate(new TextEncoder().encode('not a pdf at all'), 'application/pdf')).toEqual({ kind: 'not-a-salary-certificate', reason: 'unreadable-file' });
    expect(await readSalaryCertificate(new TextEncoder().encode('not a jpeg'), 'image/jpeg')).toEqual({ kind: 'not-a-salary-certificate', reason: 'unreadable-file' });
  });

  it('marks a certificate whose net was altered as implausible, with 8, 9, 10 and 11 low', async () => {
    const tampered = await textCertificatePdf({ ...FIXTURE_CERTIFICATE, boxes: { ...FIXTURE_CERTIFICATE.boxes, net: FIXTURE_CERTIFICATE.boxes.net + 1000 } });
    const certificate = certificateOf(await readSalaryCertificate(tampered, 'application/pdf'), 'text-layer');
    expect(certificate.boxes.net).toBe(FIXTURE_CERTIFICATE.boxes.net + 1000);
    expect(certificate.plausible).toBe(false);
    for (const key of ['gross', 'socialContributions', 'pensionOrdinary', 'pensionBuyIn', 'net'] as const) expect(certificate.fieldConfidence[key]).toBe('low');
    expect(certificate.fieldConfidence.salary).toBe('high');
  }, OCR_TIMEOUT);
});
