import { useCallback, useRef, useState } from 'react';
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
  // While the rules download on a first submit, a second tap sends nothing.
  const submitting = useRef(false);
  const [waitingForSubmit, setWaitingForSubmit] = useState(false);
  /** For submit handlers: the rules, or null while an earlier submit still waits for them; throws when the download fails. */
  const loadForSubmit = useCallback(async (): Promise<SignInRules | null> => {
    if (submitting.current) return null;
    submitting.current = true;
    setWaitingForSubmit(true);
    try {
      return await load();
    } finally {
      submitting.current = false;
      setWaitingForSubmit(false);
    }
  }, [load]);
  return { rules, prefetch, loadForSubmit, waitingForSubmit };
}
