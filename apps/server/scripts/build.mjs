// The server's production build: the sources (TypeScript, and the shared rules of
// packages/domain) bundled by esbuild into dist/server.js; the npm
// packages stay in node_modules (native ones such as sharp and argon2 cannot be bundled).
import { build } from 'esbuild';

const ours = /^@car-rental\//;

await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          ours.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
