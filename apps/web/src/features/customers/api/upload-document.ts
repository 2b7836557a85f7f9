import { pathOf } from '@car-rental/domain/contract/route';
import { type UploadedImage, uploadRoutes } from '@car-rental/domain/contract/uploads';
import { uploadFile } from '../../../lib/api-client.ts';

/** uploads a licence or ID card image to the private 'customers' folder; onProgress gets 0..1 */
export function uploadCustomerDocument(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('folder', 'customers');
  form.append('file', file);
  return uploadFile<UploadedImage>(pathOf(uploadRoutes.uploadImage), form, onProgress);
}
