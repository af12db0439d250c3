import type { User } from '@shared/contract/user-answer';
import { apiRequest, importContract } from '../api-client';
import { STORAGE_KEYS, readStorage } from '../local-storage-keys';

/** POST /api/auth/quick-restore: the server restores a session only from its device token. */
export async function fetchQuickRestore(email: string) {
  const contract = await importContract(() => import('@shared/contract/auth'));
  return apiRequest('/api/auth/quick-restore', {
    method: 'POST',
    body: contract.quickRestoreBodySchema.parse({ email }),
    schema: contract.quickRestoreResponseSchema,
    raiseSessionExpired: false,
  });
}

let attempted = false;
let restoredUser: User | null = null;

/**
 * Spec part 1 §4.1: once per page load, when signed out, not manually logged out and an
 * address was saved at the last sign-in, try to restore the session in the background.
 */
export async function quickRestoreOnce(): Promise<User | null> {
  if (attempted) return null;
  attempted = true;
  if (readStorage(STORAGE_KEYS.userLoggedOut) === 'true') return null;
  const email = readStorage(STORAGE_KEYS.lastAuthenticatedEmail);
  if (!email) return null;
  try {
    const result = await fetchQuickRestore(email);
    restoredUser = result.success && result.user ? result.user : null;
    return restoredUser;
  } catch {
    return null;
  }
}

/** The user a quick-restore brought back during this page load, if any (read once). */
export function takeRestoredUser(): User | null {
  const user = restoredUser;
  restoredUser = null;
  return user;
}
