/**
 * A value built on its first use and kept after that. For Intl formatters: building one costs
 * far more than formatting with it (tens of milliseconds for a time-zone formatter on a slow
 * phone), so a module must not build them while the app starts, only when a screen needs one.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
