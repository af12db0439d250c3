// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { uploadErrorText } from './upload-error-text';

beforeAll(async () => {
  await changeLanguage('de');
});

describe('upload error texts', () => {
  it('say per file what is wrong, with the limit, the allowed types and the quota', () => {
    expect(uploadErrorText({ code: 'EMPTY_FILE' })).toBe('Die Datei ist leer.');
    expect(uploadErrorText({ code: 'FILE_TOO_LARGE', params: { maxMegabytes: 50 } })).toBe('Die Datei ist zu gross: Dateien müssen kleiner als 50 MB sein.');
    expect(uploadErrorText({ code: 'UNSUPPORTED_TYPE', params: { allowed: '.pdf, .jpg' } })).toBe('Dieser Dateityp wird nicht angenommen. Erlaubt sind: .pdf, .jpg');
    expect(uploadErrorText({ code: 'STORAGE_QUOTA_EXCEEDED', params: { limit: '500 MB' } })).toContain('(500 MB)');
    expect(uploadErrorText({ code: 'MALWARE_FOUND' })).toContain('Schadsoftware');
    expect(uploadErrorText({ code: 'HASH_MISMATCH' })).toContain('beschädigt');
  });

  it('fill in the limit and the types for the checks the browser makes before sending', () => {
    expect(uploadErrorText({ code: 'FILE_TOO_LARGE' })).toBe('Die Datei ist zu gross: Dateien müssen kleiner als 50 MB sein.');
    expect(uploadErrorText({ code: 'UNSUPPORTED_TYPE' })).toContain('.pdf, .jpg, .jpeg, .png');
  });

  it('never show an English server message, even for a code the client does not know', () => {
    expect(uploadErrorText({ code: 'SOMETHING_NEW', params: {} })).toBe('Etwas ist schiefgelaufen (Code SOMETHING_NEW). Bitte versuchen Sie es erneut.');
  });
});
