import { appendFileSync } from 'node:fs';

/**
 * How hard the reliability tests push. A plain test run (`npm test`) runs them with light
 * counts. `npm run test:reliability` sets RELIABILITY=bounded: the full counts
 * (10,000 ledger actions, 20 crashes, 200 hostile requests per route) on PostgreSQL, and a
 * bounded count on PGlite that still covers every action kind (the ledger's 2,000 actions,
 * 5 crashes). `RELIABILITY=full npm run test:reliability` gives PGlite the full counts too.
 */
const LEVEL = process.env.RELIABILITY;
/** a reliability run (bounded or full), not a plain test run */
export const FULL = LEVEL === 'full' || LEVEL === 'bounded';

export type DatabaseName = 'PostgreSQL' | 'PGlite';

/** which database this test file runs on */
export const databaseName = (): DatabaseName =>
  process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * the count for a test on `database`: `light` in a plain run, `full` in a reliability run,
 * `boundedOnPglite` on PGlite in a bounded one
 */
export function scaled(
  full: number,
  light: number,
  boundedOnPglite = full,
  database: DatabaseName = databaseName(),
): number {
  if (!FULL) return light;
  return LEVEL === 'bounded' && database === 'PGlite' ? boundedOnPglite : full;
}

/**
 * Records one figure line (`double-booking: 3000 attempts, 0 double bookings`) for the
 * runner to print at the end; a no-op outside `npm run test:reliability`.
 */
export function reportFigure(property: string, text: string): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ property, text, database: databaseName() })}\n`);
}
