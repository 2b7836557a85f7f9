/**
 * Issue 17: every uploaded image is stored as screen-sized WebP copies, never as the phone
 * took it. `<folder>-<uuid>.webp` is the large copy (the URL the upload answers, the one a
 * carousel or a zoom loads) and `<folder>-<uuid>-320.webp` the small one (cards, lists).
 * The original, with its EXIF and GPS, is kept only when Settings asks for it, as
 * `<folder>-<uuid>-original.<ext>`, and is never served.
 */

/** the longest side of the large copy, in pixels */
export const LARGE_IMAGE_PX = 1280;
/** the longest side of the small copy, in pixels */
export const SMALL_IMAGE_PX = 320;

const copied = /-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** the stored names of an upload's copies (`base` is `<folder>-<uuid>`) */
export function copyNames(base: string, originalExtension: string) {
  return {
    large: `${base}.webp`,
    small: `${base}-${SMALL_IMAGE_PX}.webp`,
    original: `${base}-original.${originalExtension}`,
  };
}

/**
 * The small copy's URL of an image this server stored with copies; null for any other
 * (an http URL typed in, or an upload from before the copies, which is served as it is).
 */
export function smallImageUrl(url: string): string | null {
  return copied.test(url) ? url.replace(/\.webp$/, `-${SMALL_IMAGE_PX}.webp`) : null;
}

/** a small copy's stored name read as its large copy's (the one the name patterns know) */
export const largeCopyName = (name: string) =>
  name.replace(new RegExp(`-${SMALL_IMAGE_PX}\\.webp$`), '.webp');

/** an original kept by the Settings choice: stored for backups, never served */
export const isKeptOriginal = (name: string) => /-original\.[a-z]+$/.test(name);
