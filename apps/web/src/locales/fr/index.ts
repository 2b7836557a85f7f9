/** The fr catalogues, one chunk loaded on demand (lib/i18n.ts) */
import { auth } from './auth.ts';
import { board } from './board.ts';
import { bookingDesk } from './booking-desk.ts';
import { brands } from './brands.ts';
import { carResults } from './car-results.ts';
import { cars } from './cars.ts';
import { common } from './common.ts';
import { customers } from './customers.ts';
import { errors } from './errors.ts';
import { fines } from './fines.ts';
import { fleet } from './fleet.ts';
import { fund } from './fund.ts';
import { history } from './history.ts';
import { invoices } from './invoices.ts';
import { pricing } from './pricing.ts';
import { rentals } from './rentals.ts';
import { reports } from './reports.ts';
import { reservations } from './reservations.ts';
import { sales } from './sales.ts';
import { settings } from './settings.ts';
import { suppliers } from './suppliers.ts';
import { till } from './till.ts';
import { upkeep } from './upkeep.ts';

export const fr = {
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
  till,
  errors,
  fleet,
  carResults,
  fines,
  upkeep,
  pricing,
  bookingDesk,
};
