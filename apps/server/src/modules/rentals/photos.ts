import {
  INSPECTION_PHOTO_PREFIX,
  inspectionThumbName,
} from '@car-rental/domain/contract/inspection-input';
import { fieldRefusal } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';

/** the printable copy stored beside an inspection photo, by the photo's path */
export function readThumbnail(deps: Pick<AppDeps, 'storage'>, photo: string) {
  return deps.storage.get(inspectionThumbName(photo.slice(INSPECTION_PHOTO_PREFIX.length)));
}

/** every photo of an inspection must be one this server stored (its printable copy exists) */
export async function refuseUnknownPhotos(
  deps: Pick<AppDeps, 'storage'>,
  photos: readonly string[],
  path: string,
) {
  for (const [index, photo] of photos.entries()) {
    if (!(await readThumbnail(deps, photo))) {
      throw fieldRefusal('validation_failed', `${path}.${index}`, 'fields.photoNotUploaded');
    }
  }
}
