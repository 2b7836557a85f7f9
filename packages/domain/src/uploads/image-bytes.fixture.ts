/** Image headers built byte by byte, for tests of the image checks. */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const be32 = (n: number) => [...be16(n >>> 16), ...be16(n)];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [...le16(n), ...le16(n >>> 16)];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** signature and IHDR chunk (CRC left at zero: only the header is read) */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = [...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  return new Uint8Array([...PNG_SIGNATURE, ...be32(13), ...ascii('IHDR'), ...ihdr, 0, 0, 0, 0]);
}

/** SOI, a JFIF APP0 segment, a DQT stub, then the SOF0 frame with the size, and EOI */
export function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, ...be16(4), 0, 0];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, ...components];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof0, 0xff, 0xd9]);
}

/** RIFF/WEBP container with a lossy, lossless or extended first chunk */
export function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number) {
  const head = [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(kind), 10, 0, 0, 0];
  if (kind === 'VP8 ') {
    const startCode = [0x9d, 0x01, 0x2a];
    return new Uint8Array([...head, 0, 0, 0, ...startCode, ...le16(width), ...le16(height)]);
  }
  if (kind === 'VP8L') {
    const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
    return new Uint8Array([...head, 0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
  }
  return new Uint8Array([...head, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}
