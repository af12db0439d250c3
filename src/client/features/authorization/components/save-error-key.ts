import { ERROR_CODES } from '@shared/contract/errors';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

/** The reason of a failed section save, as a key under `advancedSections:errors`. */
export type SaveErrorKey = 'SECTION_LOCKED' | 'WRONG_STATUS' | 'VALIDATION_ERROR' | 'NETWORK_ERROR' | 'generic';

const KNOWN: readonly string[] = [ERROR_CODES.sectionLocked, ERROR_CODES.wrongStatus, ERROR_CODES.validation, CLIENT_ERROR_CODES.network];

export function saveErrorKey(error: unknown): SaveErrorKey {
  return isApiError(error) && KNOWN.includes(error.code) ? (error.code as SaveErrorKey) : 'generic';
}
