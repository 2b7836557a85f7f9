import { ar } from './words-ar.ts';
import { en, type Words } from './words-en.ts';
import { fr } from './words-fr.ts';

/**
 * The booking page's languages: from `?lang=` when the link names one, else the browser's
 * first of en, fr, ar; a switch on the page changes it and writes it in the URL.
 */
export type Lang = 'en' | 'fr' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'fr', 'ar'];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

const dictionaries: Record<Lang, Words> = { en, fr, ar };

export type { Words };

export function wordsOf(lang: Lang): Words {
  return dictionaries[lang];
}

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** the `?lang=` of the address, else the first of the browser's languages the page speaks */
export function initialLang(search: string, preferred: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (isLang(asked)) return asked;
  for (const tag of preferred) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLang(base)) return base;
  }
  return 'en';
}

/** the page's <html> in the language: lang and direction (Arabic right to left) */
export function applyLang(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = dictionaries[lang].title;
}

/** the address with `?lang=` set, the rest of it kept */
export function urlWithLang(href: string, lang: Lang): string {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** 'Total {{amount}}' with its values */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Intl's locale of a language, with Western digits in Arabic (as the staff app) */
export function localeOf(lang: Lang): string {
  return lang === 'en' ? 'en-GB' : lang === 'ar' ? 'ar-DZ-u-nu-latn' : 'fr-DZ';
}
