import { bookingRequestRoutes } from '@car-rental/domain/contract/booking-requests';
import { inspectionPhotoName } from '@car-rental/domain/contract/inspection-input';
import { contractRoutes } from '@car-rental/domain/contract/inspections';
import {
  customerDocumentName,
  privateFolders,
  uploadRoutes as routes,
} from '@car-rental/domain/contract/uploads';
import { DomainError } from '@car-rental/domain/errors';
import { isKeptOriginal, largeCopyName } from '@car-rental/domain/uploads/image-copies';
import { detectImageType, imageContentType } from '@car-rental/domain/uploads/validate-image-file';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { FileAnswer, operation } from '../../lib/operation.ts';
import { serveOperation, serveOperations } from '../../lib/serve-fastify.ts';
import { attachLicencePhoto } from '../booking-page/licence-photo.ts';
import { readUpload } from './read-upload.ts';
import type { ImageUpload } from './upload-image.ts';
import * as uploads from './upload-image.ts';

/** an image's bytes with its detected type, sandboxed, under the given cache policy */
function imageOf(bytes: Uint8Array, cacheControl: string): FileAnswer {
  const type = detectImageType(bytes);
  return new FileAnswer({
    contentType: type ? imageContentType[type] : 'application/octet-stream',
    body: bytes,
    cacheControl,
    sandboxed: true,
  });
}

/**
 * What the server serves of the stored images under /api, beside the operations the demo
 * runs too: an upload is a multipart body, which only Fastify reads.
 */
export function registerUploadRoutes(api: Api, deps: AppDeps): void {
  serveOperation(
    api,
    deps,
    operation(routes.uploadImage, async ({ body }, ctx) =>
      uploads.uploadImage(ctx.deps, body as ImageUpload),
    ),
    {
      consumes: ['multipart/form-data'],
      // the file is read before the Idempotency-Key check, so that a key reused with
      // another file is told apart from a replay of the same one
      preValidation: async (request) => {
        request.body = await readUpload(request);
      },
    },
  );
  // issue 34: the booking page's licence photo, public by the request's token (decision 0048)
  serveOperation(
    api,
    deps,
    operation(bookingRequestRoutes.attachLicencePhoto, async ({ params, body }, { acting }) =>
      attachLicencePhoto(acting, params.token, body as ImageUpload),
    ),
    {
      consumes: ['multipart/form-data'],
      preValidation: async (request) => {
        request.body = await readUpload(request, 'customers');
      },
    },
  );
  serveOperations(api, deps, [
    operation(routes.getCustomerDocument, async ({ params }, { deps }) => {
      const bytes = customerDocumentName.test(largeCopyName(params.name))
        ? await deps.storage.get(params.name)
        : undefined;
      if (!bytes) throw new DomainError('not_found', 'details.documentNotFound');
      return imageOf(bytes, 'private, no-store');
    }),
    operation(contractRoutes.getInspectionPhoto, async ({ params }, { deps }) => {
      const bytes = inspectionPhotoName.test(largeCopyName(params.name))
        ? await deps.storage.get(params.name)
        : undefined;
      if (!bytes) throw new DomainError('not_found', 'details.photoNotFound');
      return imageOf(bytes, 'private, no-store');
    }),
  ]);
}

/**
 * Serves stored images at /uploads/:name, outside /api and without a session: the names
 * are random UUIDs, so an image is reachable only by whoever was given its URL.
 * Register it on the root app (not under the /api prefix).
 */
export function registerUploadFiles(app: Api, deps: Pick<AppDeps, 'storage'>): void {
  // the route's `public` flag is moot here: the session hooks are the /api prefix's
  serveOperation(
    app,
    // the operation reads the storage only
    deps as AppDeps,
    operation(routes.getUploadedImage, async ({ params }, { deps }) => {
      // a customer's document or a contract's photo is never served here, without a session
      const name = params.name;
      // nor an original kept by the Settings choice (it still has the phone's EXIF and GPS)
      const isPrivate =
        privateFolders.some((folder) => name.startsWith(`${folder}-`)) || isKeptOriginal(name);
      const bytes = isPrivate ? undefined : await deps.storage.get(name);
      if (!bytes) throw new DomainError('not_found', 'details.imageNotFound');
      return imageOf(bytes, 'public, max-age=31536000, immutable');
    }),
  );
}
