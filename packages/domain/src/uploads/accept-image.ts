import { DomainError } from '../errors.ts';
import { containsMarkup } from './hidden-markup.ts';
import { isTooLarge, readImageSize } from './image-size.ts';
import {
  detectImageType,
  type ImageType,
  imageContentType,
  imageExtension,
  imageMessages,
  isUnsupportedImageMimeType,
  MAX_IMAGE_BYTES,
} from './validate-image-file.ts';

export interface AcceptedImage {
  type: ImageType;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * The server's check of uploaded bytes: the bytes decide the type, never the file name,
 * and an image hiding markup (a polyglot) is refused.
 * Refuses with file_too_large (413) or unsupported_file (415).
 */
export function acceptImage(bytes: Uint8Array, declaredType: string): AcceptedImage {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new DomainError('file_too_large', imageMessages.tooLarge);
  const type = detectImageType(bytes);
  if (!type) {
    const message = isUnsupportedImageMimeType(declaredType)
      ? imageMessages.unsupportedFormat
      : imageMessages.notSupportedImage;
    throw new DomainError('unsupported_file', message);
  }
  const size = readImageSize(bytes, type);
  if (!size) throw new DomainError('unsupported_file', imageMessages.notSupportedImage);
  if (isTooLarge(size)) throw new DomainError('unsupported_file', imageMessages.dimensionsTooLarge);
  // a polyglot: image bytes that also carry HTML or script
  if (containsMarkup(bytes))
    throw new DomainError('unsupported_file', imageMessages.notSupportedImage);
  return {
    type,
    contentType: imageContentType[type],
    extension: imageExtension[type],
    width: size.width,
    height: size.height,
  };
}
