/** Per-IP limits on the sign-in calls (the per-address 60 s rule lives in the auth service). */
export type RateLimitSettings = {
  requestCodePerIp: { max: number; timeWindow: number };
  verifyCodePerIp: { max: number; timeWindow: number };
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  requestCodePerIp: { max: 10, timeWindow: 15 * 60_000 },
  verifyCodePerIp: { max: 60, timeWindow: 15 * 60_000 },
};
