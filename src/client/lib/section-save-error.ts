import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError, isSessionExpired } from './api-client';
import { toast } from './toast';

/** The reason of a failed section save, as a key under `advancedSections:errors`. */
export type SectionSaveErrorKey = 'SECTION_LOCKED' | 'WRONG_STATUS' | 'VALIDATION_ERROR' | 'NETWORK_ERROR' | 'generic';

const KNOWN: readonly string[] = [ERROR_CODES.sectionLocked, ERROR_CODES.wrongStatus, ERROR_CODES.validation, CLIENT_ERROR_CODES.network];

/** Codes with a text of their own keep it; anything else is 'generic'. */
export function sectionSaveErrorKey(error: unknown): SectionSaveErrorKey {
  return isApiError(error) && KNOWN.includes(error.code) ? (error.code as SectionSaveErrorKey) : 'generic';
}

/**
 * The toast of a section save that failed; `describe` turns the reason into the caller's text.
 * An expired session gets none: the Session Expired dialog already tells the person.
 */
export function toastSectionSaveFailure(error: unknown, title: string, describe: (reason: SectionSaveErrorKey) => string): void {
  if (isSessionExpired(error)) return;
  toast({ title, description: describe(sectionSaveErrorKey(error)), variant: 'destructive' });
}
