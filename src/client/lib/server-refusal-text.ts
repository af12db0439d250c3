import { ERROR_CODES } from '@shared/contract/errors';
import { i18n } from './i18n';

/**
 * Refusals that can meet any call (the server overloaded or restarting) and that every screen
 * explains the same way. The API clients put their text, in the person's language, in place of
 * the server's English message once here, so that each screen that shows a server message
 * shows this one without listing two more codes.
 */
const REFUSAL_KEYS: Partial<Record<string, 'errors.overloaded' | 'errors.shuttingDown'>> = {
  [ERROR_CODES.overloaded]: 'errors.overloaded',
  [ERROR_CODES.shuttingDown]: 'errors.shuttingDown',
};

/** The message to show for an error answer with this code: translated for refusals, else the server's. */
export function serverMessageText(code: string, message: string): string {
  const key = REFUSAL_KEYS[code];
  return key ? i18n.t(key) : message;
}
