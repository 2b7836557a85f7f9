import { appendFileSync } from 'node:fs';

/**
 * `npm run test:reliability` sets RELIABILITY=full: the full counts (10,000 ledger
 * actions, 20 crashes per database, 200 hostile requests per route). A plain test run
 * (`npm test`) runs the same tests with lighter counts.
 */
export const FULL = process.env.RELIABILITY === 'full';

export function scaled(full: number, light: number): number {
  return FULL ? full : light;
}

/** which database this test file runs on */
export const databaseName = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/**
 * Records one figure line (`double-booking: 3000 attempts, 0 double bookings`) for the
 * runner to print at the end; a no-op outside `npm run test:reliability`.
 */
export function reportFigure(property: string, text: string): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ property, text, database: databaseName() })}\n`);
}
