/// <reference types="node" />
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
 * compressed twin is sent as it is.
 */
export function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < SMALLEST) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        });
        if (bytes.length < BROTLI_UNDER) {
          this.emitFile({
            type: 'asset',
            fileName: `${file.fileName}.br`,
            source: brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          });
        }
      }
    },
  };
}
