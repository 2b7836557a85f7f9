export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * the machine's clock, `ms` ahead: a rehearsal server (CLOCK_AHEAD_HOURS) on which a week's
 * rental comes back today; its journey restarts it on the same database
 */
export const clockAhead = (ms: number): Clock => ({ now: () => new Date(Date.now() + ms) });

/** a clock tests can move */
export function fixedClock(
  start: Date,
): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
