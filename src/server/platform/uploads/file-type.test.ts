import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { compoundFile, fakeDocx, realDocx, xlsxLike } from '../../../../tests/support/office-samples';
import { createTextCheck, detectKind, kindMatchesName, SNIFF_BYTES, type UploadedContent } from './file-type';

const text = (s: string) => {
  const check = createTextCheck();
  check.push(Buffer.from(s));
  return check.isPlainText();
};

/** An upload as the detection sees it, from bytes in memory. */
const content = (bytes: Buffer): UploadedContent => {
  const check = createTextCheck();
  check.push(bytes);
  return {
    head: bytes.subarray(0, SNIFF_BYTES),
    size: bytes.length,
    isPlainText: check.isPlainText(),
    readAt: async (offset, length) => bytes.subarray(offset, offset + length),
    openStream: () => Readable.from([bytes]),
  };
};
const detect = (bytes: Buffer) => detectKind(content(bytes));

describe('document type detection', () => {
  it('recognises the accepted kinds from their bytes', async () => {
    expect(await detect(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'))).toBe('pdf');
    expect(await detect(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200)]))).toBe('jpeg');
    expect(await detect(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17)]))).toBe('png');
    expect(await detect(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]))).toBe('webp');
    expect(await detect(compoundFile(['WordDocument', '1Table']))).toBe('doc');
    expect(await detect(await realDocx())).toBe('docx');
    expect(await detect(Buffer.from('Lohnausweis 2025'))).toBe('txt');
  });

  it('checks what a ZIP or OLE file holds, not only its signature', async () => {
    // Any ZIP with a word/ folder passed as .docx, any OLE file as .doc.
    expect(await detect(await fakeDocx())).toBeNull();
    expect(await detect(await xlsxLike())).toBeNull();
    expect(await detect(compoundFile(['Workbook']))).toBeNull();
    expect(await detect(compoundFile([]))).toBeNull();
    expect(await detect(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(await detect(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]))).toBeNull();
  });

  it('finds the parts of a .docx and the directory of a .doc wherever they are in the file', async () => {
    // LibreOffice writes [Content_Types].xml last; here it lies beyond the first 64 KB.
    expect(await detect(await realDocx({ contentTypesLast: true, padding: 200 * 1024 }))).toBe('docx');
    expect(await detect(compoundFile(['1Table', 'WordDocument'], { directoryAtEnd: true }))).toBe('doc');
    expect(await detect(compoundFile(['1Table', 'Workbook', 'Data'], { directoryAtEnd: true }))).toBeNull();
  });

  it('refuses look-alikes: HTML, SVG, other archives, executables', async () => {
    expect(await detect(Buffer.from('<!DOCTYPE html><html>'))).toBeNull();
    expect(await detect(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(await detect(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil/payload.exe')]))).toBeNull();
    expect(await detect(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBeNull();
    expect(await detect(Buffer.alloc(0))).toBeNull();
    expect(text('<html><script>alert(1)</script>')).toBe(false);
    expect(text('  \n<svg onload="x">')).toBe(false);
    expect(text('<?xml version="1.0"?><svg/>')).toBe(false);
  });

  it('takes UTF-8 text and refuses binary or broken text', () => {
    expect(text('Lohnausweis 2025\nBrutto: 85 000 CHF – Grüezi')).toBe(true);
    expect(text('a\u0000b')).toBe(false);
    const broken = createTextCheck();
    broken.push(Buffer.from([0x41, 0xc3]));
    expect(broken.isPlainText()).toBe(false);
  });

  it('stops reading as text at a binary signature: a PDF of ASCII source is still a PDF, never text', async () => {
    expect(text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj')).toBe(false);
    expect(text('\u0089PNG')).toBe(true); // the character U+0089 in UTF-8 is not the PNG byte 0x89
    const pdfSource = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    expect(await detectKind(content(pdfSource))).toBe('pdf');
  });

  it('needs the extension to agree with the content', () => {
    expect(kindMatchesName('pdf', 'Lohnausweis.PDF')).toBe(true);
    expect(kindMatchesName('jpeg', 'scan.jpeg')).toBe(true);
    expect(kindMatchesName('pdf', 'scan.jpg')).toBe(false);
    expect(kindMatchesName('txt', 'notes')).toBe(false);
  });
});
