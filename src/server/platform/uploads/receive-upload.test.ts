import { describe, expect, it } from 'vitest';
import { cleanFilename, MAX_FILENAME_LENGTH } from './receive-upload';

describe('cleaning the name of an uploaded file', () => {
  it('drops any path the device sent', () => {
    expect(cleanFilename('C:\\Users\\anna\\Lohnausweis.pdf')).toBe('Lohnausweis.pdf');
    expect(cleanFilename('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFilename(undefined)).toBe('document');
    expect(cleanFilename('   ')).toBe('document');
  });

  it('removes control characters and the bidi controls that disguise an extension', () => {
    // 'Rechnung\u202Efdp.exe' shows as 'Rechnungexe.pdf' in a right-to-left override.
    expect(cleanFilename('Rechnung\u202Efdp.exe')).toBe('Rechnungfdp.exe');
    expect(cleanFilename('a\u0000b\u0007c\u001b\u007f\u0085d.pdf')).toBe('abcd.pdf');
    for (const mark of ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(cleanFilename(`Beleg${mark}.pdf`)).toBe('Beleg.pdf');
    }
    // Zero-width characters, the BOM, a soft hyphen and line separators are invisible too.
    expect(cleanFilename('\uFEFFBe\u200Bleg\u00AD\u2028.pdf')).toBe('Beleg.pdf');
  });

  it('keeps letters of every language, in composed form', () => {
    expect(cleanFilename('Spendenbesta\u0308tigung – Zürich.pdf')).toBe('Spendenbestätigung – Zürich.pdf');
    expect(cleanFilename('控除証明書.pdf')).toBe('控除証明書.pdf');
  });

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const long = `${'Lohnausweis-Arbeitgeber-'.repeat(12)}Ende.pdf`;
    const cleaned = cleanFilename(long);
    expect([...cleaned].length).toBe(MAX_FILENAME_LENGTH);
    expect(cleaned.endsWith('Ende.pdf')).toBe(true);
    expect(cleaned.startsWith('Lohnausweis-Arbeitgeber-')).toBe(true);
    expect(cleaned).toContain('…');
    // Emoji are never cut in half.
    const emoji = cleanFilename(`${'😀'.repeat(250)}.jpeg`);
    expect([...emoji].length).toBe(MAX_FILENAME_LENGTH);
    expect(emoji.endsWith('😀.jpeg')).toBe(true);
    expect(Buffer.from(emoji, 'utf8').toString('utf8')).toBe(emoji);
    expect(cleanFilename('kurz.pdf')).toBe('kurz.pdf');
  });
});
