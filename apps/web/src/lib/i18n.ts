import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { auth } from '../locales/en/auth.ts';
import { common } from '../locales/en/common.ts';

/** One catalogue per feature namespace; adding a language is adding a catalogue. */
export const resources = {
  en: { common, auth },
} as const;

export const defaultNS = 'common';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  ns: Object.keys(resources.en),
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
