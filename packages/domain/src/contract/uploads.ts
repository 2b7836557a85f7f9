import { z } from 'zod';
import { defineRoute } from './route.ts';

export const UPLOAD_FOLDER_MESSAGE = 'fields.uploadFolder';

/**
 * the multipart text field beside `file`: 'cars' (served to anyone with the URL),
 * 'customers' (a customer's licence or ID card) or 'inspections' (a contract's photos):
 * those two are served to signed-in staff only
 */
export const uploadFolder = z.enum(['cars', 'customers', 'inspections'], {
  error: UPLOAD_FOLDER_MESSAGE,
});
export type UploadFolder = z.infer<typeof uploadFolder>;

/** the folders whose images are never served at /uploads (no session there) */
export const privateFolders = ['customers', 'inspections'] as const;

/** where a customer document is served: only with a session, never cached by a proxy */
export const CUSTOMER_DOCUMENT_PREFIX = '/api/customer-documents/';
export const customerDocumentName = /^customers-[0-9a-f-]{36}\.(jpg|png|webp)$/;

export const uploadedImage = z.object({
  /**
   * where the browser loads the image from, e.g. /uploads/cars-<uuid>.jpg, or for a customer
   * document /api/customer-documents/customers-<uuid>.jpg
   */
  url: z.string(),
  /** the storage path, e.g. cars/cars-<uuid>.jpg */
  path: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const uploadFileParams = z.object({ name: z.string().max(200) });

const tags = ['uploads'];

/** the image upload, and the stored images it serves (see route.ts) */
export const uploadRoutes = {
  /**
   * A multipart body (field `file`, optional field `folder`): no JSON body schema; the
   * server reads it itself. The web sends it with `uploadFile` (progress), not `call`.
   */
  uploadImage: defineRoute({
    method: 'POST',
    path: '/uploads',
    operationId: 'uploadImage',
    topics: [],
    tags,
    summary:
      'Upload one image (multipart field `file`, optional field `folder` = cars, customers or inspections): JPEG, PNG or WebP by its bytes, at most 5 MB',
    status: 201,
    answer: uploadedImage,
  }),
  /**
   * The one route outside /api: the server registers it on the root app, so that an
   * image's URL is `/uploads/<name>` as the upload answers it, loaded by <img> without a
   * session. Not for `call` (which prefixes /api); a file, so no answer schema.
   */
  getUploadedImage: defineRoute({
    method: 'GET',
    path: '/uploads/:name',
    operationId: 'getUploadedImage',
    tags,
    summary: 'An uploaded car image, cached for a year (names never change)',
    params: uploadFileParams,
    status: 200,
    public: true,
  }),
  /** a customer's document image (licence, ID card): signed-in staff only; a file */
  getCustomerDocument: defineRoute({
    method: 'GET',
    path: '/customer-documents/:name',
    operationId: 'getCustomerDocument',
    tags,
    summary: "A customer's document image (licence, ID card), for signed-in staff, not cached",
    params: uploadFileParams,
    status: 200,
  }),
};
