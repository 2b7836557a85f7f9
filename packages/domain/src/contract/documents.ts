import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';

/**
 * Settings > Documents. Issue 16: every document printed in French and Arabic side by side,
 * or in the asker's language. Issue 17: keep the original of each uploaded photo (as the
 * phone took it, with its EXIF and GPS) beside its screen copies, or not (the default).
 */
export const documentSettings = z.object({
  bilingual: z.boolean(),
  keepOriginalPhotos: z.boolean(),
});
export type DocumentSettings = z.infer<typeof documentSettings>;

/** the change: a setting left out is kept as it is */
export const documentSettingsBody = documentSettings.partial();
export type DocumentSettingsInput = z.infer<typeof documentSettingsBody>;

/** the language a PDF prints in (?lang=): the person's own, English when absent */
export const documentQuery = z.object({ lang: languageSchema.default('en') });
