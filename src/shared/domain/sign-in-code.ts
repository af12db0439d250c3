/**
 * Sign-in codes are this many digits (spec part 1 §2.2). Here without zod, so the code field of
 * the login page can know it before the contract schemas load (issue 10).
 */
export const SIGN_IN_CODE_LENGTH = 6;
