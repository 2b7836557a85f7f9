import { readdirSync, readFileSync } from 'node:fs';
import type { Measurement } from './measure.ts';

/**
 * The CPU time (user + system, in ticks of 1/100 s) of every PostgreSQL process on this
 * machine, by process id, read from /proc; undefined where it cannot be read (not Linux, or no
 * PostgreSQL process here: the database on another machine).
 */
export function databaseCpuTicks(): Map<number, number> | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const ticks = new Map<number, number>();
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    // the fields after the name: state is the 3rd of stat(5), utime the 14th, stime the 15th
    const fields = stat.slice(close + 2).split(' ');
    ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size > 0 ? ticks : undefined;
}

/**
 * PostgreSQL's CPU seconds between two readings: each process's growth, a process started
 * meanwhile counted whole. A process that ended meanwhile (a pool closing an idle connection)
 * is left out: what it spent after the first reading is lost, and what it spent before is not
 * taken off.
 */
export function databaseCpuSince(before: Map<number, number>): number | undefined {
  const after = databaseCpuTicks();
  if (!after) return undefined;
  let ticks = 0;
  for (const [pid, spent] of after) ticks += spent - (before.get(pid) ?? 0);
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** `measure`, with PostgreSQL's CPU per request served beside it where it can be read */
export async function withDatabaseCpu(measure: () => Promise<Measurement>): Promise<Measurement> {
  const before = databaseCpuTicks();
  const m = await measure();
  const spent = before ? databaseCpuSince(before) : undefined;
  if (spent === undefined || m.requests <= 0) return m;
  return { ...m, databaseCpuMs: Number(((spent * 1000) / m.requests).toFixed(3)) };
}
