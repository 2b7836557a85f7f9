import { type AnswerOf, pathOf } from '@car-rental/domain/contract/route';
import { uploadRoutes } from '@car-rental/domain/contract/uploads';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';

/**
 * POST /api/uploads: the logo image, through the same route and checks as car images (the
 * only upload folder is 'cars'); answers the /uploads/… URL the settings keep.
 */
export function uploadLogo(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  const route = uploadRoutes.uploadImage;
  return uploadFile<AnswerOf<typeof route>>(pathOf(route), form, onProgress);
}

export function useUploadLogo(onProgress?: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadLogo(file, onProgress) });
}
