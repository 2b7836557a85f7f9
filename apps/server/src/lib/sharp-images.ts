import sharp from 'sharp';
import type { ImageTools } from './images.ts';

/** at most 50 megapixels are decoded, as the upload's own checks allow */
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: 50_000_000 });

const view = (out: Buffer) => new Uint8Array(out.buffer, out.byteOffset, out.byteLength);

/** sharp (libvips); sharp writes no metadata unless asked (withMetadata), so none is kept */
export const sharpImages: ImageTools = {
  async thumbnail(bytes, maxSide) {
    const out = await open(bytes)
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return view(out);
  },
  async webpCopies(bytes, sides) {
    const upright = open(bytes).rotate();
    const copies = await Promise.all(
      sides.map((side) =>
        upright
          .clone()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer(),
      ),
    );
    return copies.map(view);
  },
  async png(bytes) {
    return view(await open(bytes).png().toBuffer());
  },
};
