import { useCallback, useState } from 'react';
import type { codeSchema, emailSchema } from '@shared/contract/auth';
import { importContract } from '@client/lib/api-client';

/** The contract's rules for the two sign-in fields: the same schemas the server checks with. */
export type SignInRules = { emailSchema: typeof emailSchema; codeSchema: typeof codeSchema };

let loading: Promise<SignInRules> | undefined;
let loaded: SignInRules | null = null;

/**
 * Imports the rules (and zod with them) on first use: when the person first focuses the form,
 * awaited on submit. The login page's first load stays without zod, a quarter of it (issue 10).
 * A failed download is a network error and is tried again next time.
 */
export function loadSignInRules(): Promise<SignInRules> {
  loading ??= importContract(() => import('@shared/contract/auth')).then(
    (contract) => (loaded = { emailSchema: contract.emailSchema, codeSchema: contract.codeSchema }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rules once they are in (null before), and `load`, which fetches them and keeps them. */
export function useSignInRules() {
  const [rules, setRules] = useState(() => loaded);
  const load = useCallback(async () => {
    const ready = await loadSignInRules();
    setRules(ready);
    return ready;
  }, []);
  /** For focus handlers: starts the download early; a failure shows on submit. */
  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  return { rules, load, prefetch };
}
