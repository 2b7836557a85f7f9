import autocannon from 'autocannon';
import type { DatabaseRate } from './database-rate.ts';

export interface Measurement {
  name: string;
  path: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  /** bytes of one answer (the mean) */
  bytes: number;
  /** the server process's CPU time (user + system) per request served, ms (issue 30) */
  cpuMs?: number;
  /** PostgreSQL's processes' CPU time per request served, ms, where it runs on this machine */
  databaseCpuMs?: number;
  /** the database's own rate for one request's statements at the same connections */
  database?: DatabaseRate;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

type Options = autocannon.Options;

/** runs autocannon and computes p50/p95/p99 from every response time */
export async function load(name: string, path: string, options: Options): Promise<Measurement> {
  const times: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, timeout: 30 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, resBytes, responseTime) => {
      times.push(responseTime);
      bytes += resBytes;
    });
  });
  times.sort((a, b) => a - b);
  const non2xx = result.non2xx ?? 0;
  return {
    name,
    path,
    connections: options.connections ?? 1,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    rps: round(times.length / ((result.duration ?? 1) || 1), 1),
    requests: times.length,
    errors: non2xx + result.errors + result.timeouts,
    bytes: times.length ? Math.round(bytes / times.length) : 0,
  };
}

/** one GET route under load */
export function loadGet(
  url: string,
  cookie: string,
  name: string,
  path: string,
  connections: number,
  duration: number,
): Promise<Measurement> {
  return load(name, path, {
    url: `${url}${path}`,
    connections,
    duration,
    headers: { cookie },
  });
}
