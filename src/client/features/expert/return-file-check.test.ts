import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';
import { checkReturnFile } from './return-file-check';

const pdf = (name = 'Steuererklärung.pdf', type = 'application/pdf') => new File(['%PDF-1.7\n…'], name, { type });

describe('checkReturnFile', () => {
  it('accepts a PDF by name or type with PDF content', async () => {
    expect(await checkReturnFile(pdf())).toBeNull();
    expect(await checkReturnFile(pdf('return.PDF', ''))).toBeNull();
  });
  it('refuses other files, renamed files, empty and too large files', async () => {
    expect(await checkReturnFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBe('notPdf');
    expect(await checkReturnFile(new File(['\x89PNG....'], 'scan.pdf', { type: 'application/pdf' }))).toBe('notPdf');
    expect(await checkReturnFile(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('empty');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES });
    expect(await checkReturnFile(big)).toBe('tooLarge');
  });
});
