import { z } from 'zod';

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
