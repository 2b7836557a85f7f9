import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { acceptImage } from './accept-image.ts';
import { jpegHeader, pngHeader, webpHeader } from './image-bytes.fixture.ts';
import { MAX_IMAGE_BYTES } from './validate-image-file.ts';

function refusal(run: () => unknown): { code: string; message: string } {
  const { code, message } = expectRefusal(run);
  return { code, message };
}

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const html = ascii('<html><script>alert(1)</script></html>');
const gif = ascii('GIF89a\x01\x00\x01\x00');

describe('acceptImage', () => {
  it('takes the type from the bytes, whatever was declared', () => {
    expect(acceptImage(pngHeader(2, 3), 'text/html')).toMatchObject({
      type: 'png',
      contentType: 'image/png',
      extension: 'png',
      width: 2,
      height: 3,
    });
    expect(acceptImage(jpegHeader(4, 4), 'image/png').extension).toBe('jpg');
    expect(acceptImage(webpHeader('VP8L', 5, 5), '').contentType).toBe('image/webp');
  });

  it('refuses bytes that are not JPEG, PNG or WebP', () => {
    expect(refusal(() => acceptImage(html, 'image/jpeg'))).toEqual({
      code: 'unsupported_file',
      message: 'File must be an image (JPEG, PNG, WebP supported)',
    });
  });

  it('names the supported formats when another image type was declared', () => {
    expect(refusal(() => acceptImage(gif, 'image/gif'))).toEqual({
      code: 'unsupported_file',
      message: 'Supported formats: JPEG, PNG, WebP',
    });
  });

  it('refuses an image whose header cannot be read', () => {
    expect(refusal(() => acceptImage(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg'))).toEqual({
      code: 'unsupported_file',
      message: 'File must be an image (JPEG, PNG, WebP supported)',
    });
  });

  it('refuses over-large pixel dimensions', () => {
    expect(refusal(() => acceptImage(pngHeader(20_001, 10), 'image/png'))).toEqual({
      code: 'unsupported_file',
      message: 'Image dimensions are too large',
    });
    expect(refusal(() => acceptImage(webpHeader('VP8X', 10_000, 10_000), 'image/webp'))).toEqual({
      code: 'unsupported_file',
      message: 'Image dimensions are too large',
    });
  });

  it('refuses more than 5MB', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngHeader(10, 10));
    expect(refusal(() => acceptImage(big, 'image/png'))).toEqual({
      code: 'file_too_large',
      message: 'File size must be less than 5MB',
    });
  });
});
