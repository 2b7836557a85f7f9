import { type ImageSize, isTooLarge, readImageSize } from '@car-rental/domain/uploads/image-size';

/**
 * Images a PDF embeds (a logo, inspection photos, a drawn signature): PNG or JPEG, opened
 * by PDFKit. A damaged file is left out rather than failing the whole document: PDFKit
 * inflates a PNG later, where an error could not be caught, so a PNG is checked first
 * (every chunk whole, its CRC right, up to IEND).
 *
 * What an image may cost is bounded by its header, before PDFKit reads it: PDFKit decodes a
 * PNG whole (its rows inflated, the pixels split into colour and alpha, both deflated again:
 * about 13 bytes a pixel held at once), so a PNG over MAX_PRINTED_PNG_PIXELS (about 50 MB) is
 * left out, whatever its file size (an 8000 x 8000 one of 250 kB cost 1 GB and 10 s). A JPEG
 * is embedded as its bytes, undecoded: it is held to the uploads' own bound.
 */

/** the largest PNG a document decodes: 4 megapixels (the copies printed are 320 to 1280 px) */
export const MAX_PRINTED_PNG_PIXELS = 4_000_000;

/** PDFKit's opened image (its typings do not declare openImage) */
interface PdfKitImage {
  width: number;
  height: number;
}

export interface OpenedImage {
  image: PdfKitImage;
  width: number;
  height: number;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, start: number, end: number) {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (crcTable[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** a PNG whose chunks are all there and intact, up to its end chunk */
export function isWholePng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) return false;
    if (crc32(bytes, at + 4, end) !== view.getUint32(end)) return false;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IEND') return true;
    at = end + 4;
  }
  return false;
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

/** the image's size by its header, when a document may embed it; else undefined */
export function printableSize(bytes: Uint8Array): ImageSize | undefined {
  if (isJpeg(bytes)) {
    const size = readImageSize(bytes, 'jpeg');
    return size && !isTooLarge(size) ? size : undefined;
  }
  if (!isPng(bytes)) return undefined;
  const size = readImageSize(bytes, 'png');
  return size && !isTooLarge(size) && size.width * size.height <= MAX_PRINTED_PNG_PIXELS
    ? size
    : undefined;
}

/**
 * The image opened for the document, or undefined (not PNG or JPEG, damaged, absent, larger
 * than a document decodes, or than `fits` allows by its header)
 */
export function openImage(
  pdf: PDFKit.PDFDocument,
  bytes: Uint8Array | undefined,
  fits: (size: ImageSize) => boolean = () => true,
): OpenedImage | undefined {
  if (!bytes) return undefined;
  const size = printableSize(bytes);
  if (!size || !fits(size)) return undefined;
  if (isPng(bytes) && !isWholePng(bytes)) return undefined;
  try {
    // PDFKit takes a Uint8Array as the bytes themselves (a string would be a path)
    const opener = pdf as unknown as { openImage(src: Uint8Array): PdfKitImage };
    const image = opener.openImage(bytes);
    const { width, height } = image;
    if (!(width > 0 && height > 0)) return undefined;
    return { image, width, height };
  } catch {
    return undefined;
  }
}

/** the size of an image scaled to fit a box, keeping its proportions */
export function scaleToFit(image: OpenedImage, width: number, height: number) {
  const scale = Math.min(width / image.width, height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
