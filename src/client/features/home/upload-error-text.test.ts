import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { uploadErrorText } from './upload-error-text';

// The api client's error codes come with its i18n set-up, which needs a DOM; the codes do not.
vi.mock('@client/lib/i18n', () => ({ i18n: { language: 'en' } }));

const t = ((key: string) => `t:${key}`) as unknown as TFunction<'home'>;

describe('upload error texts', () => {
  it('translate the codes the server and the browser give', () => {
    expect(uploadErrorText(t, { code: 'FILE_TOO_LARGE', message: 'The file is too large' })).toBe('t:upload.errors.fileTooLarge');
    expect(uploadErrorText(t, { code: 'UNSUPPORTED_TYPE', message: '' })).toBe('t:upload.errors.unsupportedType');
    expect(uploadErrorText(t, { code: 'SESSION_EXPIRED', message: '' })).toBe('t:upload.errors.sessionExpired');
    expect(uploadErrorText(t, { code: 'UPLOAD_TIMEOUT', message: '' })).toBe('t:upload.errors.timeout');
    expect(uploadErrorText(t, { code: 'NETWORK_ERROR', message: '' })).toBe('t:upload.errors.network');
  });

  it("show the server's message for a code they do not know, a general text without one", () => {
    expect(uploadErrorText(t, { code: 'SOMETHING_NEW', message: 'Disk full' })).toBe('Disk full');
    expect(uploadErrorText(t, { code: 'UNKNOWN_ERROR', message: '' })).toBe('t:upload.errors.unknown');
  });
});
