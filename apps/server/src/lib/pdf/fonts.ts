/**
 * The fonts every PDF embeds (issue 16): Noto Sans for Latin (and Latin Extended, for
 * names such as 'Şahin'), Amiri for Arabic; OFL fonts installed from npm (@fontsource),
 * never committed. Where the bytes come from is a dependency: node_modules on the server
 * (node-fonts.ts), Vite asset URLs in the demo's worker.
 */

/** a font file's bytes (WOFF or TTF) */
export type FontBytes = Uint8Array | ArrayBuffer;

export interface FontFace {
  regular: FontBytes;
  bold: FontBytes;
}

export interface FontFiles {
  /** Noto Sans, Basic Latin and Latin-1 (digits, punctuation, French) */
  latin: FontFace;
  /** Noto Sans, Latin Extended (Ş, ğ, ı …) */
  latinExt: FontFace;
  /** Amiri, Arabic */
  arabic: FontFace;
}

export interface FontSource {
  /** the files, read once and kept: every document after the first reuses them */
  load(): Promise<FontFiles>;
}

/** the @fontsource files each face is read from (relative to the package's files/) */
export const fontFiles = {
  latin: ['@fontsource/noto-sans', 'noto-sans-latin'],
  latinExt: ['@fontsource/noto-sans', 'noto-sans-latin-ext'],
  arabic: ['@fontsource/amiri', 'amiri-arabic'],
} as const;

/** loads once, shares the promise: concurrent first documents read the files once */
export function cachedFontSource(load: () => Promise<FontFiles>): FontSource {
  let files: Promise<FontFiles> | undefined;
  return {
    load() {
      files ??= load().catch((error: unknown) => {
        files = undefined;
        throw error;
      });
      return files;
    },
  };
}
