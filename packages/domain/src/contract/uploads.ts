import { z } from 'zod';
import { defineRoute } from './route.ts';

/** the multipart text field beside `file`: only the 'cars' folder exists */
export const uploadFolder = z.enum(['cars'], { error: "Folder must be 'cars'" });

export const uploadedImage = z.object({
  /** where the browser loads the image from, e.g. /uploads/cars-<uuid>.jpg */
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
      'Upload one car image (multipart field `file`, optional field `folder` = cars): JPEG, PNG or WebP by its bytes, at most 5 MB',
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
    summary: 'An uploaded image, cached for a year (names never change)',
    params: uploadFileParams,
    status: 200,
    public: true,
  }),
};
