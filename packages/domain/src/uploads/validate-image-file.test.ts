import { describe, expect, it } from 'vitest';
import { englishOf } from '../messages.ts';
import { detectImageType, MAX_IMAGE_BYTES, validateImageFile } from './validate-image-file.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile', () => {
  it('lets JPEG, JPG, PNG and WebP files of at most 5MB through', () => {
    expect(validateImageFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(validateImageFile(file('a.jpg', 'image/jpg'))).toBeNull();
    expect(validateImageFile(file('a.png', 'image/png'))).toBeNull();
    expect(validateImageFile(file('a.webp', 'image/webp', MAX_IMAGE_BYTES))).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(englishOf(validateImageFile(file('notes.pdf', 'application/pdf')) ?? '')).toBe(
      'File must be an image',
    );
    expect(englishOf(validateImageFile(file('page.html', 'text/html')) ?? '')).toBe(
      'File must be an image',
    );
  });

  it('refuses an image of another format', () => {
    expect(englishOf(validateImageFile(file('a.gif', 'image/gif')) ?? '')).toBe(
      'Supported formats: JPEG, PNG, WebP',
    );
    expect(englishOf(validateImageFile(file('a.svg', 'image/svg+xml')) ?? '')).toBe(
      'Supported formats: JPEG, PNG, WebP',
    );
  });

  it('judges by the name when the browser gives no type', () => {
    expect(validateImageFile(file('photo.JPEG', ''))).toBeNull();
    expect(englishOf(validateImageFile(file('photo.heic', '')) ?? '')).toBe(
      'File must be an image (JPEG, PNG, WebP supported)',
    );
  });

  it('refuses a file above 5MB', () => {
    expect(
      englishOf(validateImageFile(file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)) ?? ''),
    ).toBe('File size must be less than 5MB');
  });
});

describe('detectImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

  it('reads the magic bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')))).toBe('webp');
  });

  it('refuses everything else, however short', () => {
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes(...ascii('<!DOCTYPE html>')))).toBeNull();
    expect(detectImageType(bytes(...ascii('GIF89a')))).toBeNull();
    expect(detectImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')))).toBeNull();
  });
});
