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
import { imageMessages } from '@car-rental/domain/uploads/validate-image-file';
import type { AppDeps } from '../../lib/deps.ts';

export interface ImageUpload {
  bytes: Uint8Array;
  /** the type the client declared; only used to word a refusal */
  mimetype: string;
  folder: UploadFolder;
}

/**
 * Checks the bytes, then stores them under a name the server makes up
 * (`cars-<uuid>.<ext>` from the detected type): the client's file name is never used.
 */
export async function uploadImage(
  deps: Pick<AppDeps, 'storage' | 'images'>,
  upload: ImageUpload,
): Promise<UploadedImage> {
  const image = acceptImage(upload.bytes, upload.mimetype);
  const name = `${upload.folder}-${crypto.randomUUID()}.${image.extension}`;
  if (upload.folder === 'inspections') {
    // the contract prints a resized copy: made now, so that printing reads small files
    const thumb = await deps.images.thumbnail(upload.bytes, INSPECTION_THUMB_PX).catch(() => {
      // a file whose header is an image's but whose pixels cannot be decoded
      throw new DomainError('unsupported_file', imageMessages.notAnImage);
    });
    await deps.storage.put(inspectionThumbName(name), thumb);
  }
  await deps.storage.put(name, upload.bytes);
  return { url: `${urlPrefix[upload.folder]}${name}`, path: `${upload.folder}/${name}` };
}

/** the longest side of an inspection photo's printable copy */
export const INSPECTION_THUMB_PX = 480;

const urlPrefix: Record<UploadFolder, string> = {
  cars: '/uploads/',
  customers: CUSTOMER_DOCUMENT_PREFIX,
  inspections: INSPECTION_PHOTO_PREFIX,
};
