import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG of the given size: signature, IHDR, its rows of one colour deflated, IEND. Past
 * 4 megapixels only the header tells the size (one scanline of data, which no decoder reads
 * whole): enough for the checks that refuse such a size before any decoding.
 */
export function png(width = 1, height = 1, extra: Buffer = Buffer.alloc(0)): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(extra.length > 0 ? [chunk('tEXt', extra)] : []),
    chunk('IDAT', deflateSync(pixels(width, height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** a multipart body with one file */
export function imageForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('folder', 'cars');
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

/** every row: filter byte 0, then width RGBA pixels of one colour */
function pixels(width: number, height: number): Buffer {
  const pixel = [0xd4, 0x1e, 0x2c, 0xff];
  if (width * height > 4_000_000) return Buffer.from([0, ...pixel]);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]);
  return Buffer.concat(Array.from({ length: height }, () => row));
}
