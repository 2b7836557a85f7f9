import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The demo's worker runs the server's services in the browser: what it imports must not pull
 * in the HTTP server's packages (Fastify and its serializers need node:util and friends, which
 * the browser build leaves out, and the demo then fails to start: stop 48's first rehearsal).
 * The static imports are followed from the worker's entry through the server's and the
 * domain's modules; a type-only import or a dynamic import() is not followed.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../../..');
const serverOnly = /^(fastify|@fastify\/|fast-json-stringify|fastify-type-provider-zod|pg$|pg\/)/;

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@car-rental/server/')) {
    base = join(root, 'apps/server/src', specifier.slice('@car-rental/server/'.length));
  } else if (specifier.startsWith('@car-rental/domain/')) {
    base = join(root, 'packages/domain/src', specifier.slice('@car-rental/domain/'.length));
  }
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** every package a file reached from `entry` imports, with the file that imports it */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(importPattern)) {
      if (!specifier) continue;
      const local = resolveImport(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@car-rental/')) {
        if (!packages.has(specifier)) packages.set(specifier, file.slice(root.length + 1));
      }
    }
  }
  return packages;
}

describe("the demo worker's imports", () => {
  it("reach no package of the HTTP server's (Fastify, its serializers, node-postgres)", () => {
    const packages = packagesReached(join(here, 'demo-worker.ts'));
    // the walk did reach the server's services, through the dispatcher
    expect(packages.has('drizzle-orm')).toBe(true);
    expect(packages.has('zod')).toBe(true);
    const offending = [...packages].filter(([name]) => serverOnly.test(name));
    expect(offending).toEqual([]);
  });
});
