import {
  LICENCE_PHOTO_UPLOADS,
  type PublicBookingRequest,
} from '@car-rental/domain/contract/booking-requests';
import { CUSTOMER_DOCUMENT_PREFIX } from '@car-rental/domain/contract/uploads';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import type { ImageUpload } from '../uploads/upload-image.ts';
import { uploadImage } from '../uploads/upload-image.ts';
import { publicViewOf } from './booking-request-status.ts';
import {
  findRequestByToken,
  type RequestRow,
  stateAt,
  updateRequest,
} from './booking-requests.repository.ts';

/**
 * Issue 34 §1 (decision 0048): the customer adds a photo of their driving licence to their
 * request, by the token of their link, while it is requested. The image is checked and
 * stored as every upload (its bytes sniffed, re-encoded to WebP without EXIF or GPS, under a
 * name the server makes up) in the `customers` folder: served at /api/customer-documents to
 * signed-in staff only, never at /uploads. A second photo replaces the first; a request takes
 * at most LICENCE_PHOTO_UPLOADS of them.
 */

/** why a request takes no photo now: not requested any more, or its photos all sent */
function refusal(row: RequestRow, now: Date): DomainError | undefined {
  if (stateAt(row, now) !== 'requested') {
    return new DomainError('booking_request_closed', 'details.bookingRequestClosed');
  }
  if (row.licencePhotoUploads >= LICENCE_PHOTO_UPLOADS) {
    return new DomainError('too_many_images', 'details.licencePhotoLimit');
  }
  return undefined;
}

export async function attachLicencePhoto(
  ctx: AppDeps,
  token: string,
  upload: Omit<ImageUpload, 'folder'>,
): Promise<PublicBookingRequest> {
  const tokenHash = await hashToken(token);
  const found = await findRequestByToken(ctx.db, tokenHash);
  if (!found) throw new DomainError('booking_request_not_found', 'details.bookingRequestNotFound');
  // refused before anything is stored: a closed request, or one past its photos
  const early = refusal(found, ctx.clock.now());
  if (early) throw early;
  // the bytes are checked before any copy is stored (a non-image, a bomb: nothing stored)
  const stored = await uploadImage(ctx, { ...upload, folder: 'customers' });
  const name = stored.url.slice(CUSTOMER_DOCUMENT_PREFIX.length);
  const row = await write(ctx, async (tx, audit) => {
    // the car first, as every write on a request; then the request again under its lock
    await loadCarForWrite(tx, found.carId);
    const request = (await findRequestByToken(tx, tokenHash))!;
    // answered, cancelled or past its photos meanwhile: the copies just stored stay unread
    const late = refusal(request, ctx.clock.now());
    if (late) throw late;
    const after = await updateRequest(tx, request.id, {
      licencePhoto: name,
      licencePhotoUploads: request.licencePhotoUploads + 1,
    });
    audit.record({
      entity: 'booking_request',
      entityId: request.id,
      before: { licencePhoto: request.licencePhoto },
      after: { licencePhoto: after.licencePhoto },
    });
    return after;
  });
  return publicViewOf(ctx, row);
}
