/**
 * WOFF 1.0 to a plain TrueType / OpenType file, once per process: fontkit would inflate
 * every WOFF table again for each document (in JavaScript: most of a PDF's time). The
 * inflate is given (node:zlib on the server, DecompressionStream in the demo's worker).
 */
export type Inflate = (data: Uint8Array) => Promise<Uint8Array>;

export async function woffToSfnt(woff: Uint8Array, inflate: Inflate): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a font file
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const original = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compressed < original ? await inflate(raw) : raw,
    });
  }
  const selector = Math.floor(Math.log2(count));
  const range = 2 ** selector * 16;
  const head = 12 + count * 16;
  const size = tables.reduce((total, table) => total + ((table.data.length + 3) & ~3), head);
  const out = new Uint8Array(size);
  const write = new DataView(out.buffer);
  write.setUint32(0, flavor);
  write.setUint16(4, count);
  write.setUint16(6, range);
  write.setUint16(8, selector);
  write.setUint16(10, count * 16 - range);
  let offset = head;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    write.setUint32(at, table.tag);
    write.setUint32(at + 4, table.checksum);
    write.setUint32(at + 8, offset);
    write.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
