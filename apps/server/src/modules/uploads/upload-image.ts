import {
  INSPECTION_PHOTO_PREFIX,
  inspectionThumbName,
} from '@car-rental/domain/contract/inspection-input';
import {
  CUSTOMER_DOCUMENT_PREFIX,
  type UploadedImage,
  type UploadFolder,
} from '@car-rental/domain/contract/uploads';
import { DomainError } from '@car-rental/domain/errors';
import { acceptImage } from '@car-rental/domain/uploads/accept-image';
import { copyNames, LARGE_IMAGE_PX, SMALL_IMAGE_PX } from '@car-rental/domain/uploads/image-copies';
import { imageMessages } from '@car-rental/domain/uploads/validate-image-file';
import type { AppDeps } from '../../lib/deps.ts';
import { readDocumentSettings } from '../settings/document-settings.ts';

export interface ImageUpload {
  bytes: Uint8Array;
  /** the type the client declared; only used to word a refusal */
  mimetype: string;
  folder: UploadFolder;
}

/**
 * Checks the bytes, then stores screen-sized WebP copies (a large one and a small one,
 * upright, without EXIF or GPS: image-copies.ts) under a name the server makes up
 * (`cars-<uuid>.webp`): the client's file name is never used. The original is kept, never
 * served, only when Settings > Documents asks for it.
 */
export async function uploadImage(
  ctx: Pick<AppDeps, 'storage' | 'images' | 'db'>,
  upload: ImageUpload,
): Promise<UploadedImage> {
  const image = acceptImage(upload.bytes, upload.mimetype);
  const base = `${upload.folder}-${crypto.randomUUID()}`;
  const names = copyNames(base, image.extension);
  const notAnImage = () => {
    // a file whose header is an image's but whose pixels cannot be decoded
    throw new DomainError('unsupported_file', imageMessages.notAnImage);
  };
  const [large, small] = await ctx.images
    .webpCopies(upload.bytes, [LARGE_IMAGE_PX, SMALL_IMAGE_PX])
    .catch(notAnImage);
  if (!large || !small) return notAnImage();
  if (upload.folder === 'inspections') {
    // the contract prints a resized JPEG copy: made now, so that printing reads small files
    const thumb = await ctx.images.thumbnail(upload.bytes, INSPECTION_THUMB_PX).catch(notAnImage);
    await ctx.storage.put(inspectionThumbName(names.large), thumb);
  }
  if ((await readDocumentSettings(ctx.db)).keepOriginalPhotos) {
    await ctx.storage.put(names.original, upload.bytes);
  }
  // the large copy last: the name the answer gives exists only once its copies do
  await ctx.storage.put(names.small, small);
  await ctx.storage.put(names.large, large);
  return {
    url: `${urlPrefix[upload.folder]}${names.large}`,
    path: `${upload.folder}/${names.large}`,
  };
}

/** the longest side of an inspection photo's printable copy */
export const INSPECTION_THUMB_PX = 480;

const urlPrefix: Record<UploadFolder, string> = {
  cars: '/uploads/',
  customers: CUSTOMER_DOCUMENT_PREFIX,
  inspections: INSPECTION_PHOTO_PREFIX,
};
