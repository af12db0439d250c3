/** Routes a visitor may see without signing in (spec part 1 §2.1). */
export const PUBLIC_PATHS = [
  '/login',
  '/cookies',
  '/cookie-policy',
  '/data-protection',
  '/data-protection-policy',
  '/terms-and-conditions',
  // The confirmation after 'Delete my account': there is no session any more.
  '/account-deleted',
  // The tax calculator (issue 11), open to anyone.
  '/rechner',
] as const;

export const LEGAL_PATHS = PUBLIC_PATHS.filter((p) => p !== '/login' && p !== '/rechner');

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));
}

/** The sign-in page, which a first load shows without the router (app/SignInApp.tsx). */
export function isSignInPath(pathname: string): boolean {
  return withoutTrailingSlash(pathname) === '/login';
}

/** A returnTo value is followed only when it is a path on this site. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
