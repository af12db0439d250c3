import { preloadImage } from '@client/lib/preload-image';

/**
 * The intro's logo and the photo behind it are the sign-in page's largest paints; as an image in
 * a lazily loaded page and a CSS background they were found seconds late. Asked for as soon as
 * the page is known: by the router's /login route, or by a first load of /login (SignInApp.tsx).
 */
export function preloadSignInPictures(): void {
  preloadImage('/logo.png');
  preloadImage('/images/login-background.jpg');
}
