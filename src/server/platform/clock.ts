/** The one source of "now" on the server; tests pass a clock they can move. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at a given instant and only moves when told to. */
export function manualClock(start: Date | string): Clock & { advance: (ms: number) => void; set: (d: Date | string) => void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = new Date(d).getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
