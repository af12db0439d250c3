import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';
import { categoryFileProblem, uploadPercent } from './category-upload-checks';

describe('advanced upload checks in the browser', () => {
  it('take PDF, JPG, PNG, Word and text files below 50 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.docx', 'g.txt']) expect(categoryFileProblem({ name, size: 10 })).toBeNull();
    expect(categoryFileProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
  });

  it('refuse 50 MB and more, empty files and other types (also WebP, which home takes)', () => {
    expect(categoryFileProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES })).toBe('FILE_TOO_LARGE');
    expect(categoryFileProblem({ name: 'empty.pdf', size: 0 })).toBe('EMPTY_FILE');
    expect(categoryFileProblem({ name: 'photo.webp', size: 10 })).toBe('UNSUPPORTED_TYPE');
    expect(categoryFileProblem({ name: 'sheet.xlsx', size: 10 })).toBe('UNSUPPORTED_TYPE');
  });

  it('give the progress in whole percent, capped at 100', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});
