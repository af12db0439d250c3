/**
 * Header the client sets on its 30-second background polls: they do not extend a session.
 * Without zod, as the client's first load sends it (issue 10).
 */
export const BACKGROUND_POLL_HEADER = 'x-background-poll';
