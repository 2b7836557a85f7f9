// `npm start`: serves the built product (apps/web/dist, apps/server/dist/server.js). On a
// fresh checkout nothing is built yet: it builds once (`npm run build`), so that
// `npm install && npm start` still works; a restart does not build again. After an
// upgrade, `npm run build` (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].every((path) =>
  existsSync(new URL(`../${path}`, import.meta.url)),
);
if (!built) {
  console.log('npm start: nothing is built yet, building once (npm run build)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import('../apps/server/dist/server.js');
