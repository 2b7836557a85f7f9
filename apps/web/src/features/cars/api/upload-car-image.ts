import type { UploadedImage } from '@car-rental/domain/contract/uploads';
import { uploadFile } from '../../../lib/api-client.ts';

/** uploads one image to the 'cars' folder; onProgress gets 0..1 */
export function uploadCarImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('folder', 'cars');
  form.append('file', file);
  return uploadFile<UploadedImage>('/uploads', form, onProgress);
}
