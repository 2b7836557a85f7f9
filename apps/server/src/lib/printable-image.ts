import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { detectImageType } from '@car-rental/domain/uploads/validate-image-file';
import type { AppDeps } from './deps.ts';

/**
 * An uploaded image (by its storage name) as a PDF can embed it: PDFKit reads PNG and JPEG,
 * and uploads are stored as WebP (issue 17). A logo prints a few centimetres wide, so the
 * small copy is read and turned into a PNG; an older JPEG or PNG upload is read as it is.
 * Undefined when absent or not decodable: the document prints without it.
 */
export async function readPrintableImage(
  deps: Pick<AppDeps, 'storage' | 'images'>,
  name: string,
): Promise<Uint8Array | undefined> {
  const small = smallImageUrl(name);
  const bytes =
    (small ? await deps.storage.get(small) : undefined) ?? (await deps.storage.get(name));
  if (!bytes || detectImageType(bytes) !== 'webp') return bytes;
  return deps.images.png(bytes).catch(() => undefined);
}
