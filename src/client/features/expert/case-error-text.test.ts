// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { caseErrorKey, caseErrorKeyOf } from './case-error-text';

describe('caseErrorKey', () => {
  it('names the reason of each known code', () => {
    expect(caseErrorKey('FORBIDDEN')).toBe('forbidden');
    expect(caseErrorKey('WRONG_STATUS')).toBe('wrongStatus');
    expect(caseErrorKey('VALIDATION_ERROR')).toBe('validation');
    expect(caseErrorKey('UNSUPPORTED_TYPE')).toBe('unsupportedType');
    expect(caseErrorKey('HASH_MISMATCH')).toBe('hashMismatch');
    expect(caseErrorKey('FILE_TOO_LARGE')).toBe('fileTooLarge');
    expect(caseErrorKey('UPLOAD_TIMEOUT')).toBe('timeout');
  });
  it('falls back to unknown', () => {
    expect(caseErrorKey('SOMETHING_NEW')).toBe('unknown');
    expect(caseErrorKey(undefined)).toBe('unknown');
    expect(caseErrorKeyOf(new Error('x'))).toBe('unknown');
    expect(caseErrorKeyOf(new ApiError(403, 'FORBIDDEN', 'Forbidden', true))).toBe('forbidden');
  });
});
