// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';
import { sectionSaveErrorKey, toastSectionSaveFailure } from './section-save-error';

const toast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast }));

beforeEach(() => toast.mockReset());

describe('sectionSaveErrorKey', () => {
  it('keeps the codes that have a text of their own', () => {
    expect(sectionSaveErrorKey(new ApiError(409, ERROR_CODES.sectionLocked, 'locked', true))).toBe('SECTION_LOCKED');
    expect(sectionSaveErrorKey(new ApiError(409, ERROR_CODES.wrongStatus, 'status', true))).toBe('WRONG_STATUS');
    expect(sectionSaveErrorKey(new ApiError(400, ERROR_CODES.validation, 'invalid', true))).toBe('VALIDATION_ERROR');
    expect(sectionSaveErrorKey(new ApiError(0, CLIENT_ERROR_CODES.network, 'offline', false))).toBe('NETWORK_ERROR');
  });

  it('makes every other failure generic', () => {
    expect(sectionSaveErrorKey(new ApiError(500, 'INTERNAL', 'Internal error', true))).toBe('generic');
    expect(sectionSaveErrorKey(new Error('boom'))).toBe('generic');
    expect(sectionSaveErrorKey(undefined)).toBe('generic');
  });
});

describe('toastSectionSaveFailure', () => {
  it('shows the title and the text of the reason', () => {
    toastSectionSaveFailure(new ApiError(409, ERROR_CODES.sectionLocked, 'locked', true), 'Not saved', (reason) => `text of ${reason}`);
    expect(toast).toHaveBeenCalledWith({ title: 'Not saved', description: 'text of SECTION_LOCKED', variant: 'destructive' });
  });

  it('stays quiet when the session expired, which has its own dialog', () => {
    toastSectionSaveFailure(new ApiError(401, ERROR_CODES.sessionExpired, 'expired', true), 'Not saved', (reason) => reason);
    expect(toast).not.toHaveBeenCalled();
  });
});
