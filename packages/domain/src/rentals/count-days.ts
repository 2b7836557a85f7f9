const DAY_MS = 24 * 3_600_000;

/** Rental days of spec §9: ceiling of hours over 24, minimum 1 (24 h = 1 day, 24 h + 1 ms = 2). */
export function countDays(start: Date, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}
