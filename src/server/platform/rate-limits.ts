import { HOUR, MINUTE } from './clock';

/** At most `max` hits per fixed window of `timeWindow` milliseconds. */
export type Budget = { max: number; timeWindow: number };

/**
 * Which budget a state-changing call spends besides the general one: 'upload' for every
 * multipart request, 'message' for routes that write to another person (route config
 * `userBudget: 'message'`).
 */
export type UserBudgetClass = 'write' | 'message' | 'upload';

/**
 * Every limit of the app; all counters live in the database (platform/rate-limit). The sign-in
 * rules of the auth service (one code per e-mail and address per 60 s, five tries per code)
 * are fixed rules, not settings.
 */
export type RateLimitSettings = {
  /** Code requests per client address (all e-mails together). */
  requestCodePerIp: Budget;
  /** Code checks (and quick-restores) per client address. */
  verifyCodePerIp: Budget;
  /** Code requests for one e-mail from one address, besides the 60 s resend rule. */
  requestCodePerEmailAndIp: Budget;
  /** Code requests for one e-mail from all addresses: a cap on mails to one mailbox. */
  requestCodePerEmail: Budget;
  /** Wrong codes for one e-mail from one address: how often one address can void a code. */
  wrongCodesPerEmailAndIp: Budget;
  /**
   * Public tax calculator calls (estimate, municipality search) per client address, each route
   * counted on its own. Generous: a person dragging a slider sends one estimate per step.
   */
  taxCalculatorPerIp: Budget;
  /** Rankings of every municipality per client address: each one computes about 2,100 estimates. */
  taxRankingPerIp: Budget;
  /** State-changing calls per signed-in user; every call spends 'write', some another class too. */
  perUser: Record<UserBudgetClass, Budget[]>;
};

/** The reasoning behind these numbers is in docs/decisions.md ("Rate limits in the database"). */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  requestCodePerIp: { max: 10, timeWindow: 15 * MINUTE },
  verifyCodePerIp: { max: 60, timeWindow: 15 * MINUTE },
  requestCodePerEmailAndIp: { max: 5, timeWindow: HOUR },
  requestCodePerEmail: { max: 30, timeWindow: HOUR },
  wrongCodesPerEmailAndIp: { max: 10, timeWindow: HOUR },
  // Issue 11 asks for at least 1,000 estimates a minute from one address; twice that leaves room
  // for several people behind one address (a household, an office).
  taxCalculatorPerIp: { max: 2000, timeWindow: MINUTE },
  taxRankingPerIp: { max: 300, timeWindow: MINUTE },
  perUser: {
    write: [
      { max: 120, timeWindow: MINUTE },
      { max: 2400, timeWindow: HOUR },
    ],
    upload: [
      { max: 40, timeWindow: MINUTE },
      { max: 400, timeWindow: HOUR },
    ],
    message: [
      { max: 10, timeWindow: MINUTE },
      { max: 100, timeWindow: HOUR },
    ],
  },
};
