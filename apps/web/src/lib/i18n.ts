import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { auth } from '../locales/en/auth.ts';
import { board } from '../locales/en/board.ts';
import { brands } from '../locales/en/brands.ts';
import { cars } from '../locales/en/cars.ts';
import { common } from '../locales/en/common.ts';
import { customers } from '../locales/en/customers.ts';
import { fund } from '../locales/en/fund.ts';
import { history } from '../locales/en/history.ts';
import { invoices } from '../locales/en/invoices.ts';
import { rentals } from '../locales/en/rentals.ts';
import { reports } from '../locales/en/reports.ts';
import { reservations } from '../locales/en/reservations.ts';
import { sales } from '../locales/en/sales.ts';
import { settings } from '../locales/en/settings.ts';
import { suppliers } from '../locales/en/suppliers.ts';

/** One catalogue per feature namespace; adding a language is adding a catalogue. */
export const resources = {
  en: {
    common,
    auth,
    brands,
    cars,
    fund,
    history,
    rentals,
    sales,
    suppliers,
    customers,
    reservations,
    board,
    settings,
    invoices,
    reports,
  },
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
