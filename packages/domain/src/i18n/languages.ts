import { z } from 'zod';

/** The languages of the desk: English (the specification's words), French and Arabic. */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

export const languageSchema = z.enum(languages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Arabic is written right to left */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** the Intl locale of a language: Algerian French and Arabic, with Western digits */
export function localeOf(language: Language): string {
  return language === 'en' ? 'en' : language === 'ar' ? 'ar-DZ-u-nu-latn' : 'fr-DZ';
}

/**
 * The first of the three in a list of preferred languages (navigator.languages, or an
 * Accept-Language header's tags), else English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}
