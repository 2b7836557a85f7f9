import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { cachedFontSource, type FontFace, type FontFiles, fontFiles } from './fonts.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const inflate = async (data: Uint8Array) => new Uint8Array(inflateSync(data));

async function face([pkg, prefix]: readonly [string, string]): Promise<FontFace> {
  const file = async (weight: number) => {
    const path = require.resolve(`${pkg}/files/${prefix}-${weight}-normal.woff`);
    return woffToSfnt(new Uint8Array(await readFile(path)), inflate);
  };
  const [regular, bold] = await Promise.all([file(400), file(700)]);
  return { regular, bold };
}

/** the fonts from node_modules (the server, the tests), read and unpacked once */
export const nodeFonts = cachedFontSource(
  async (): Promise<FontFiles> => ({
    latin: await face(fontFiles.latin),
    latinExt: await face(fontFiles.latinExt),
    arabic: await face(fontFiles.arabic),
  }),
);
