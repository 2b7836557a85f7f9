/** Image rules of spec §5 "Image upload" and §9: JPEG, PNG or WebP, 5 MB each, 5 per car. */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_CAR = 5;

export const imageMessages = {
  notAnImage: 'details.notAnImage',
  notSupportedImage: 'details.notSupportedImage',
  unsupportedFormat: 'details.unsupportedFormat',
  tooLarge: 'details.fileTooLarge',
  dimensionsTooLarge: 'details.dimensionsTooLarge',
} as const;

export type ImageType = 'jpeg' | 'png' | 'webp';

export const imageContentType: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const imageExtension: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

const supportedMimeTypes = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const supportedExtensions = /\.(jpe?g|png|webp)$/i;

export function isSupportedImageMimeType(type: string): boolean {
  return supportedMimeTypes.has(type.toLowerCase());
}

/** an image type we do not take (image/gif, image/svg+xml, ...) */
export function isUnsupportedImageMimeType(type: string): boolean {
  const lower = type.toLowerCase();
  return lower.startsWith('image/') && !supportedMimeTypes.has(lower);
}

export interface FileInfo {
  name: string;
  /** the browser's MIME type; '' when it could not tell */
  type: string;
  size: number;
}

/**
 * The check a file gets before it is uploaded: the message to show after
 * '{file name}: ', or null when the file may go. The server checks the bytes again.
 */
export function validateImageFile(file: FileInfo): string | null {
  if (file.type === '') {
    if (!supportedExtensions.test(file.name)) return imageMessages.notSupportedImage;
  } else if (!file.type.toLowerCase().startsWith('image/')) {
    return imageMessages.notAnImage;
  } else if (!isSupportedImageMimeType(file.type)) {
    return imageMessages.unsupportedFormat;
  }
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** the image type by its magic bytes, whatever the file's name or declared type says */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
