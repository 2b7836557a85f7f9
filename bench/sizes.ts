import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * the business at each size (issue 5): garage cars, finished rentals, fund entries, sales,
 * suppliers; issue 14 adds the customer file and future reservations (two a car at most);
 * issue 32 the garage cars' services (2 to 5 a car) and papers (4 or 5 a car), both counts
 * following from the cars' (bench:data's careStatements)
 */
export const sizes = {
  S: {
    cars: 100,
    rentals: 5_000,
    fund: 2_000,
    sales: 500,
    suppliers: 20,
    customers: 2_000,
    reservations: 200,
    services: 350,
    papers: 450,
  },
  M: {
    cars: 1_000,
    rentals: 100_000,
    fund: 20_000,
    sales: 5_000,
    suppliers: 50,
    customers: 20_000,
    reservations: 2_000,
    services: 3_500,
    papers: 4_500,
  },
  L: {
    cars: 10_000,
    rentals: 1_000_000,
    fund: 200_000,
    sales: 50_000,
    suppliers: 200,
    customers: 200_000,
    reservations: 20_000,
    services: 35_000,
    papers: 45_000,
  },
} as const;
export type Size = keyof typeof sizes;

export const BENCH_USER = { email: 'bench@example.test', password: 'bench-password' };

export const benchDir = dirname(fileURLToPath(import.meta.url));
export const rootDir = join(benchDir, '..');

/** `--size M`, `--size=M`, or the default */
export function argument(name: string, fallback?: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return fallback;
}

export function flag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`);
}

export function sizeArgument(fallback: Size = 'S'): Size {
  const size = (argument('size', fallback) ?? fallback).toUpperCase();
  if (!(size in sizes)) throw new Error(`--size must be S, M or L, got ${size}`);
  return size as Size;
}

export interface Target {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL, for PostgreSQL */
  databaseUrl: string | undefined;
  /** the PGlite data directory */
  dataDir: string;
  /** a short name for result files */
  label: string;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite under bench/.data/<size> */
export function targetOf(size: Size): Target {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.BENCH_DATA_DIR ?? join(benchDir, '.data', size);
  return {
    kind: databaseUrl ? 'postgres' : 'pglite',
    databaseUrl,
    dataDir,
    label: databaseUrl ? 'postgres' : 'pglite',
  };
}

export function hasData(target: Target): boolean {
  return target.kind === 'postgres' || existsSync(join(target.dataDir, 'pglite'));
}
