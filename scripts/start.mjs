// `npm start`: serves the built product (apps/web/dist, apps/server/dist/server.js). It builds
// (`npm run build`) only when nothing is built yet, so that `npm install && npm start` works
// on a fresh checkout, or when a source is newer than the build (after a `git pull`), so that
// an upgrade never serves the old build; a plain restart does not build again.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((path) =>
  join(root, path),
);
const sources = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'apps/server/drizzle'];
const manifests = ['package-lock.json', 'apps/web/index.html', 'apps/web/vite.config.ts'];

/** the newest modification time under a folder (a few thousand files: milliseconds) */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function reason() {
  if (!outputs.every((path) => existsSync(path))) return 'nothing is built yet';
  const builtAt = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const changed = [...sources, ...manifests].find((path) => newest(join(root, path)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

const why = reason();
if (why) {
  console.log(`npm start: ${why}, building (npm run build)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
// the server runs in apps/server, as `npm run backup`, `restore` and `user` do, and as
// `npm start` did before the build: a relative DATA_DIR (`./data`) is the same folder for all
process.chdir(join(root, 'apps/server'));
await import('../apps/server/dist/server.js');
