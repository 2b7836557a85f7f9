/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** files smaller than this gain nothing from compression */
const SMALLEST = 1024;
/** brotli at its best quality takes seconds on the demo's worker: only under this size */
const BROTLI_UNDER = 1024 * 1024;

/**
 * Issue 34 (a phone on 3G): every built script and style sheet also as .gz and .br beside it,
 * which the server sends to a browser that accepts them (@fastify/static's `preCompressed`,
 * apps/server/src/app.ts). The server compresses nothing itself; a file without a
 * compressed twin is sent as it is. The twins are made from the files as written (after
 * every plugin's last word on them: Vite fills its preload markers in generateBundle).
 */
export function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < SMALLEST) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        if (bytes.length < BROTLI_UNDER) {
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      }
    },
  };
}
