/**
 * `npx tsx bench/readme-table.ts bench/results/<file>.json ...`: the README's compact form
 * of committed results: one row per figure with p95 at each connection level, p99 and
 * req/s at the highest, and the ratio to the floor; the database's own rate for the same
 * statements and the server's CPU per request beside it (issue 30); then the bounds this run
 * checks.
 */
import { readFileSync } from 'node:fs';
import {
  type BenchResult,
  bounds,
  cpuVsFloor,
  databaseRate,
  formatTable,
  shareOfFloor,
} from './report.ts';
import { rootDir } from './sizes.ts';

function compact(result: BenchResult): string {
  const levels = [...new Set(result.measurements.map((m) => m.connections))].sort((a, b) => a - b);
  const top = levels[levels.length - 1]!;
  const names = [...new Set(result.measurements.map((m) => m.name))];
  const at = (name: string, c: number) =>
    result.measurements.find((m) => m.name === name && m.connections === c);
  const floor = at('floor', top);
  const rows = names.map((name) => {
    const high = at(name, top);
    return [
      name,
      ...levels.map((c) => at(name, c)?.p95 ?? ''),
      high?.p99 ?? '',
      high?.rps ?? '',
      high ? shareOfFloor(high, floor) : '',
      high ? databaseRate(high) : '',
      high?.cpuMs ?? '',
      high && name !== 'floor' ? cpuVsFloor(high, floor) : '',
      high && floor && name !== 'floor' ? `${(high.p95 / floor.p95).toFixed(1)}x` : '',
      result.measurements.filter((m) => m.name === name).reduce((n, m) => n + m.errors, 0),
    ];
  });
  for (const w of result.writes) {
    rows.push([
      `write mix (${w.connections} conn)`,
      ...levels.map((c) => (c === w.connections ? w.p95 : '')),
      w.p99,
      w.rps,
      '',
      databaseRate(w),
      w.cpuMs ?? '',
      cpuVsFloor(w, at('floor', w.connections)),
      '',
      w.errors,
    ]);
  }
  const { machine: mc } = result;
  const header = [
    'figure',
    ...levels.map((c) => `p95 ms @${c}`),
    `p99 ms @${top}`,
    `req/s @${top}`,
    `req/s vs floor @${top}`,
    `db req/s @${top}`,
    `CPU ms/req @${top}`,
    `CPU vs floor @${top}`,
    `p95/floor @${top}`,
    'errors',
  ];
  const planning = Array.isArray(result.planning)
    ? [
        '',
        formatTable(
          ['list (bench/explain.ts)', 'planning share before', 'after', 'execution ms after'],
          result.planning.map((p) => [
            p.name,
            `${(p.before.share * 100).toFixed(0)}%`,
            `${(p.after.share * 100).toFixed(0)}%`,
            p.after.executionMs.toFixed(2),
          ]),
        ),
      ]
    : [];
  return [
    `**${result.size} on ${result.database}** (${Object.entries(result.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}), ${result.date.slice(0, 10)}, ${result.durationSeconds} s per figure; ` +
      `${mc.cores} cores (${mc.cpu}), ${mc.memoryGiB} GiB, Node ${mc.node}, ${mc.postgres}`,
    '',
    formatTable(header, rows),
    ...planning,
    '',
    formatTable(
      ['bound', 'measured', 'met'],
      bounds(result, rootDir).map((b) => [b.bound, b.measured, b.met ? 'yes' : '**no**']),
    ),
  ].join('\n');
}

for (const file of process.argv.slice(2)) {
  console.log(`${compact(JSON.parse(readFileSync(file, 'utf8')) as BenchResult)}\n`);
}
