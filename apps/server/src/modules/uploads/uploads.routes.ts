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
import type { FastifyReply } from 'fastify';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { readUpload } from './read-upload.ts';
import type { ImageUpload } from './uploads.service.ts';
import * as uploads from './uploads.service.ts';

export function registerUploadRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.uploadImage, { consumes: ['multipart/form-data'] }),
    // the file is read before the Idempotency-Key check, so that a key reused with
    // another file is told apart from a replay of the same one
    preValidation: async (request) => {
      request.body = await readUpload(request);
    },
    handler: async (request, reply) =>
      reply.code(201).send(await uploads.uploadImage(deps, request.body as ImageUpload)),
  });
  api.route({
    ...fromTable(routes.getCustomerDocument),
    handler: async (request, reply) => {
      const name = request.params.name;
      const bytes = customerDocumentName.test(largeCopyName(name))
        ? await deps.storage.get(name)
        : undefined;
      if (!bytes) throw new DomainError('not_found', 'Document not found');
      return sendImage(reply, bytes, 'private, no-store');
    },
  });
  api.route({
    ...fromTable(contractRoutes.getInspectionPhoto),
    handler: async (request, reply) => {
      const name = request.params.name;
      const bytes = inspectionPhotoName.test(largeCopyName(name))
        ? await deps.storage.get(name)
        : undefined;
      if (!bytes) throw new DomainError('not_found', 'Photo not found');
      return sendImage(reply, bytes, 'private, no-store');
    },
  });
}

/** an image's bytes with its detected type, sandboxed, under the given cache policy */
function sendImage(reply: FastifyReply, bytes: Uint8Array, cache: string) {
  const type = detectImageType(bytes);
  return reply
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(type ? imageContentType[type] : 'application/octet-stream')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Serves stored images at /uploads/:name, outside /api and without a session: the names
 * are random UUIDs, so an image is reachable only by whoever was given its URL.
 * Register it on the root app (not under the /api prefix).
 */
export function registerUploadFiles(app: Api, deps: Pick<AppDeps, 'storage'>): void {
  app.route({
    // the route's `public` flag is moot here: the session hooks are the /api prefix's
    ...fromTable(routes.getUploadedImage),
    handler: async (request, reply) => {
      // a customer's document or a contract's photo is never served here, without a session
      const name = request.params.name;
      // nor an original kept by the Settings choice (it still has the phone's EXIF and GPS)
      const isPrivate =
        privateFolders.some((folder) => name.startsWith(`${folder}-`)) || isKeptOriginal(name);
      const bytes = isPrivate ? undefined : await deps.storage.get(name);
      if (!bytes) throw new DomainError('not_found', 'Image not found');
      return sendImage(reply, bytes, 'public, max-age=31536000, immutable');
    },
  });
}
