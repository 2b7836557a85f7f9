/// <reference types="node" />
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const VIRTUAL = 'virtual:demo-snapshot';
const RESOLVED = `\0${VIRTUAL}`;

interface Built {
  fileName: string;
  data: Uint8Array;
  seededAt: string;
}

let building: Promise<Built> | undefined;

/** seeds the demo once per build, in Node, with the server's code (src/demo/worker/demo-snapshot.ts) */
function buildSnapshot(): Promise<Built> {
  building ??= (async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'demo-snapshot-')), 'demo.tar.gz');
    const script = join(here, 'src/demo/worker/demo-snapshot.ts');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', script, file], {
      cwd: here,
    });
    const data = new Uint8Array(readFileSync(file));
    const { seededAt } = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { seededAt: string };
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
    return { fileName: `assets/demo-snapshot-${hash}.tar.gz`, data, seededAt };
  })();
  return building;
}

/**
 * The demo's snapshot in the build: a seeded PGlite data directory emitted as a hashed asset
 * (the service worker keeps it once the demo has been opened), and `virtual:demo-snapshot`
 * telling the worker where it is and when it was seeded. In development there is none: the
 * worker seeds its database itself.
 */
export function demoSnapshot(): Plugin {
  let serve = false;
  return {
    name: 'demo-snapshot',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (serve) return 'export default null;';
      const built = await buildSnapshot();
      return `export default ${JSON.stringify({ url: `/${built.fileName}`, seededAt: built.seededAt })};`;
    },
    async generateBundle() {
      if (serve || !building) return;
      const built = await building;
      this.emitFile({ type: 'asset', fileName: built.fileName, source: built.data });
    },
  };
}
