import { CUSTOMER_DOCUMENT_PREFIX, type UploadedImage } from '@car-rental/domain/contract/uploads';
import { acceptImage } from '@car-rental/domain/uploads/accept-image';
import type { AppDeps } from '../../lib/deps.ts';

export interface ImageUpload {
  bytes: Uint8Array;
  /** the type the client declared; only used to word a refusal */
  mimetype: string;
  folder: 'cars' | 'customers';
}

/**
 * Checks the bytes, then stores them under a name the server makes up
 * (`cars-<uuid>.<ext>` from the detected type): the client's file name is never used.
 */
export async function uploadImage(
  deps: Pick<AppDeps, 'storage'>,
  upload: ImageUpload,
): Promise<UploadedImage> {
  const image = acceptImage(upload.bytes, upload.mimetype);
  const name = `${upload.folder}-${crypto.randomUUID()}.${image.extension}`;
  await deps.storage.put(name, upload.bytes);
  const url =
    upload.folder === 'customers' ? `${CUSTOMER_DOCUMENT_PREFIX}${name}` : `/uploads/${name}`;
  return { url, path: `${upload.folder}/${name}` };
}
