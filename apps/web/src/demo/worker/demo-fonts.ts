import { cachedFontSource, type FontFace, type FontSource } from '@car-rental/server/lib/pdf/fonts';
import { woffToSfnt } from '@car-rental/server/lib/pdf/woff';
import amiriRegular from '@fontsource/amiri/files/amiri-arabic-400-normal.woff?url';
import amiriBold from '@fontsource/amiri/files/amiri-arabic-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';

/**
 * The PDFs' fonts in the demo's worker (issue 16): the same @fontsource files as the
 * server's, served by Vite as assets and fetched the first time a document is printed.
 */

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function file(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return woffToSfnt(new Uint8Array(await response.arrayBuffer()), inflate);
}

async function face(regular: string, bold: string): Promise<FontFace> {
  const [r, b] = await Promise.all([file(regular), file(bold)]);
  return { regular: r, bold: b };
}

export const demoFonts: FontSource = cachedFontSource(async () => {
  const [latin, latinExt, arabic] = await Promise.all([
    face(latinRegular, latinBold),
    face(latinExtRegular, latinExtBold),
    face(amiriRegular, amiriBold),
  ]);
  return { latin, latinExt, arabic };
});
