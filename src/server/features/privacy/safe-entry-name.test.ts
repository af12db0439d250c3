import { describe, expect, it } from 'vitest';
import { safeEntryName } from './service';

describe('safeEntryName (file names inside the data export)', () => {
  it('keeps ordinary names, umlauts and the extension', () => {
    expect(safeEntryName('Lohnausweis 2025 – Müller.pdf')).toBe('Lohnausweis 2025 – Müller.pdf');
  });

  it('never leaves the folder it is put in, nor hides as a dot file', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntryName('..\\..\\boot.ini')).toBe('_.._boot.ini');
    expect(safeEntryName('.bashrc')).toBe('bashrc');
    expect(safeEntryName('...')).toBe('document');
  });

  it('replaces control and bidi characters and keeps the end of a long name', () => {
    expect(safeEntryName('inv\u202eoice\u0000.pdf')).toBe('inv_oice_.pdf');
    const long = safeEntryName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
