import { describe, expect, it, vi } from 'vitest';
import { uploadErrorText } from './upload-error-text';

// The api client's error codes come with its i18n set-up, which needs a DOM; the codes do not.
vi.mock('@client/lib/i18n', () => ({ i18n: { language: 'en' } }));

const text = (key: string) => `t:${key}`;

describe('upload error texts', () => {
  it('translate the codes the server and the browser give', () => {
    expect(uploadErrorText(text, { code: 'FILE_TOO_LARGE', message: 'The file is too large' })).toBe('t:fileTooLarge');
    expect(uploadErrorText(text, { code: 'UNSUPPORTED_TYPE', message: '' })).toBe('t:unsupportedType');
    expect(uploadErrorText(text, { code: 'SESSION_EXPIRED', message: '' })).toBe('t:sessionExpired');
    expect(uploadErrorText(text, { code: 'UPLOAD_TIMEOUT', message: '' })).toBe('t:timeout');
    expect(uploadErrorText(text, { code: 'NETWORK_ERROR', message: '' })).toBe('t:network');
  });

  it("show the server's message for a code they do not know, a general text without one", () => {
    expect(uploadErrorText(text, { code: 'SOMETHING_NEW', message: 'Disk full' })).toBe('Disk full');
    expect(uploadErrorText(text, { code: 'UNKNOWN_ERROR', message: '' })).toBe('t:unknown');
  });
});
