import { createTemplate } from './template-database.ts';

/** Vitest's global setup: the run's migrated template database (template-database.ts) */
export default async function setup(): Promise<() => Promise<void>> {
  return createTemplate();
}
