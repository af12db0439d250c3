import { ERROR_CODES } from '@shared/contract/errors';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

/** The privacy namespace's key for a failed step of 'Delete my account'. */
export type DeletionErrorKey = 'invalidCode' | 'rateLimited' | 'mailFailed' | 'network' | 'generic';

export function deletionErrorKey(error: unknown): DeletionErrorKey {
  if (!isApiError(error)) return 'generic';
  switch (error.code) {
    case ERROR_CODES.invalidCode:
    case ERROR_CODES.validation:
      return 'invalidCode';
    case ERROR_CODES.rateLimited:
      return 'rateLimited';
    case ERROR_CODES.mailFailed:
      return 'mailFailed';
    case CLIENT_ERROR_CODES.network:
      return 'network';
    default:
      return 'generic';
  }
}
