/** What the server does to an image's pixels: sharp in Node, a canvas in the demo's worker. */
export interface ImageTools {
  /** a JPEG whose longest side is at most `maxSide` px, turned upright, without metadata */
  thumbnail(bytes: Uint8Array, maxSide: number): Promise<Uint8Array>;
}
