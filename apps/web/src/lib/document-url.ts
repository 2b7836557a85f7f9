import { currentLanguage } from './i18n.ts';

/**
 * A printed document's address in the language of the person printing (issue 16): the
 * server prints in it, or in French and Arabic side by side when the agency says so.
 */
export function documentUrl(path: string): string {
  return `/api${path}?lang=${currentLanguage()}`;
}
