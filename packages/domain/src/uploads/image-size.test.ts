import { describe, expect, it } from 'vitest';
import { jpegHeader, pngHeader, webpHeader } from './image-bytes.fixture.ts';
import { isTooLarge, readImageSize } from './image-size.ts';

describe('readImageSize', () => {
  it('reads PNG, JPEG and the three WebP headers', () => {
    expect(readImageSize(pngHeader(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    expect(readImageSize(jpegHeader(1920, 1080), 'jpeg')).toEqual({ width: 1920, height: 1080 });
    expect(readImageSize(webpHeader('VP8 ', 800, 600), 'webp')).toEqual({
      width: 800,
      height: 600,
    });
    expect(readImageSize(webpHeader('VP8L', 300, 200), 'webp')).toEqual({
      width: 300,
      height: 200,
    });
    expect(readImageSize(webpHeader('VP8X', 16_000, 9_000), 'webp')).toEqual({
      width: 16_000,
      height: 9_000,
    });
  });

  it('gives null for a truncated or broken header', () => {
    expect(readImageSize(pngHeader(10, 10).slice(0, 20), 'png')).toBeNull();
    expect(readImageSize(jpegHeader(10, 10).slice(0, 12), 'jpeg')).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpeg')).toBeNull();
    expect(readImageSize(pngHeader(0, 10), 'png')).toBeNull();
    expect(readImageSize(webpHeader('VP8 ', 10, 10).slice(0, 24), 'webp')).toBeNull();
  });
});

describe('isTooLarge', () => {
  it('refuses above 20,000 px a side or 50 megapixels', () => {
    expect(isTooLarge({ width: 20_000, height: 2_500 })).toBe(false);
    expect(isTooLarge({ width: 20_001, height: 1 })).toBe(true);
    expect(isTooLarge({ width: 1, height: 20_001 })).toBe(true);
    expect(isTooLarge({ width: 10_000, height: 5_000 })).toBe(false);
    expect(isTooLarge({ width: 10_000, height: 5_001 })).toBe(true);
  });
});
