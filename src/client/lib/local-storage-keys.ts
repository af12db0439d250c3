/** Keys the client keeps in localStorage (spec part 1 §3.10). */
export const STORAGE_KEYS = {
  userLoggedOut: 'userLoggedOut',
  lastAuthenticatedEmail: 'lastAuthenticatedEmail',
  language: 'i18nextLng',
} as const;

/** localStorage can throw (private mode, disabled storage); the app works without it. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: nothing to keep
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** After a successful sign-in: remember the address for quick-restore, forget a manual logout. */
export function rememberSignIn(email: string): void {
  writeStorage(STORAGE_KEYS.lastAuthenticatedEmail, email);
  removeStorage(STORAGE_KEYS.userLoggedOut);
}

/** After a manual logout: no quick-restore until the next sign-in. */
export function rememberManualLogout(): void {
  writeStorage(STORAGE_KEYS.userLoggedOut, 'true');
  removeStorage(STORAGE_KEYS.lastAuthenticatedEmail);
}
