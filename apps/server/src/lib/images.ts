/** What the server does to an image's pixels: sharp in Node, a canvas in the demo's worker. */
export interface ImageTools {
  /** a JPEG whose longest side is at most `maxSide` px, turned upright, without metadata */
  thumbnail(bytes: Uint8Array, maxSide: number): Promise<Uint8Array>;
  /**
   * WebP copies whose longest sides are at most each of `sides` px (never enlarged), turned
   * upright, without metadata (no EXIF, no GPS); the image is decoded once
   */
  webpCopies(bytes: Uint8Array, sides: readonly number[]): Promise<Uint8Array[]>;
  /** the image as a PNG (PDFKit reads PNG and JPEG, not WebP) */
  png(bytes: Uint8Array): Promise<Uint8Array>;
}
