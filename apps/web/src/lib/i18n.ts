import {
  directionOf,
  isLanguage,
  type Language,
  localeOf,
  pickLanguage,
} from '@car-rental/domain/i18n/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/index.ts';

/**
 * English is in the entry bundle (the specification's words); French and Arabic are each
 * one chunk, loaded when a person picks them. One catalogue per feature namespace.
 */
export const resources = { en } as const;

export type Catalogues = typeof resources.en;

export const defaultNS = 'common';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, object>>> = {
  fr: () => import('../locales/fr/index.ts').then((module) => module.fr),
  ar: () => import('../locales/ar/index.ts').then((module) => module.ar),
};

/** the server's refusals in French or Arabic: their tables come with the first other language */
const loadMessages = () =>
  import('./server-messages.ts').then((module) => module.loadServerMessages());

/** the browser's choice before sign-in; the account's own is kept on the server */
const STORAGE_KEY = 'car-rental.language';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  ns: Object.keys(resources.en),
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** what the page is in: `lang` and `dir` on <html>, so that Arabic mirrors every screen */
function markDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

markDocument('en');

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) markDocument(language);
});

/** the language this browser last chose, else the first of the three it prefers, else English */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage refused (private mode): the browser's preference
  }
  if (typeof navigator === 'undefined') return 'en';
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** the current language, one of the three */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** whether the screens read right to left (Arabic) */
export function isRtl(): boolean {
  return directionOf(currentLanguage()) === 'rtl';
}

/** the Intl locale of the current language (Western digits in Arabic, as in Algeria) */
export function intlLocale(): string {
  return localeOf(currentLanguage());
}

/**
 * Switches every screen to a language without a reload: its catalogue is fetched the
 * first time, then React re-renders what is mounted (open dialogs keep what is typed).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, defaultNS)) {
    const [catalogues] = await Promise.all([loaders[language](), loadMessages()]);
    for (const [namespace, catalogue] of Object.entries(catalogues)) {
      i18n.addResourceBundle(language, namespace, catalogue, true, true);
    }
  }
  await i18n.changeLanguage(language);
  markDocument(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not remembered in this browser; the account still keeps it
  }
}

/**
 * Another tab of this browser switched language: this one follows, where it is (an open
 * dialog keeps what is typed in it), so that two tabs never show two languages.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || !isLanguage(event.newValue)) return;
    if (event.newValue !== currentLanguage()) void changeLanguage(event.newValue);
  });
}

export { i18n };
