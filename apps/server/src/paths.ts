import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module's own place: `src/`
 * when run from the sources (tsx, tests), `dist/` when run from the build (one bundle), so
 * that the migrations and the web build are found either way.
 */
export function packageRoot(from: string, name = '@car-rental/server'): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name} not found above ${from}`);
    dir = parent;
  }
}

export const serverRoot = packageRoot(import.meta.url);
