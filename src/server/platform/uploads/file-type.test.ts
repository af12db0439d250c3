import { describe, expect, it } from 'vitest';
import { createTextCheck, detectBinaryKind, kindMatchesName } from './file-type';

const text = (s: string) => {
  const check = createTextCheck();
  check.push(Buffer.from(s));
  return check.isPlainText();
};

describe('document type detection', () => {
  it('recognises the accepted kinds from their bytes', () => {
    expect(detectBinaryKind(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectBinaryKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectBinaryKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectBinaryKind(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(detectBinaryKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('doc');
    expect(detectBinaryKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]))).toBe('docx');
  });

  it('refuses look-alikes: HTML, SVG, other archives, executables', () => {
    expect(detectBinaryKind(Buffer.from('<!DOCTYPE html><html>'))).toBeNull();
    expect(detectBinaryKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectBinaryKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil/payload.exe')]))).toBeNull();
    expect(detectBinaryKind(Buffer.from('MZ\x90\x00'))).toBeNull();
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

  it('needs the extension to agree with the content', () => {
    expect(kindMatchesName('pdf', 'Lohnausweis.PDF')).toBe(true);
    expect(kindMatchesName('jpeg', 'scan.jpeg')).toBe(true);
    expect(kindMatchesName('pdf', 'scan.jpg')).toBe(false);
    expect(kindMatchesName('txt', 'notes')).toBe(false);
  });
});
