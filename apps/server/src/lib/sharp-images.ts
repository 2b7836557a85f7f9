import sharp from 'sharp';
import type { ImageTools } from './images.ts';

/** sharp (libvips): decodes at most 50 megapixels, as the upload's own checks allow */
export const sharpImages: ImageTools = {
  async thumbnail(bytes, maxSide) {
    const out = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  },
};
