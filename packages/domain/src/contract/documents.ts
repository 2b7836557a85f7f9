import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';

/** issue 16: every document printed in French and Arabic side by side, or in the asker's language */
export const documentSettings = z.object({ bilingual: z.boolean() });
export type DocumentSettings = z.infer<typeof documentSettings>;

/** the language a PDF prints in (?lang=): the person's own, English when absent */
export const documentQuery = z.object({ lang: languageSchema.default('en') });
