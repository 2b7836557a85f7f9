import type { ExtraCode } from '../pricing/price-list.ts';
import { ltr } from './isolate.ts';
import { rateCardLabels } from './rate-card-labels.ts';

/**
 * Issue 33 §2: the words of a booking's price on the contract and the invoice
 * (docs/decisions/0047), in English, French and Arabic. The extras' names are the rate
 * card's. Figures come in formatted; season names and places come in isolated.
 */
export interface QuoteLabels {
  /** the contract's section: the price as the booking was quoted */
  title: string;
  /** days at the car's daily rate (no season, not a weekend price) */
  baseDays: string;
  weekend: string;
  /** 'Summer: 3 days × 6 000 DA' (the days and the rate formatted) */
  daysAt: (name: string, days: string, rate: string) => string;
  /** the duration tier the booking reached */
  tier: (fromDays: number) => string;
  extraNames: Record<ExtraCode, string>;
  /** 'Child seat × 2' */
  quantity: (name: string, count: number) => string;
  /** 'Delivery and collection: Airport' */
  at: (name: string, place: string) => string;
  discount: string;
  totalDue: string;
  /** the invoice's detail under its rental line when its parts do not add up to it */
  including: (items: string) => string;
  /** the contract's section of the additional drivers (decision 0049) */
  drivers: string;
  /** 'Driver 2': the name of the second additional driver */
  driver: (number: number) => string;
  /** the date the driving licence was issued */
  licenceIssuedOn: string;
}

const en: QuoteLabels = {
  title: 'Price as quoted',
  baseDays: 'Daily rate',
  weekend: 'Weekend',
  daysAt: (name, days, rate) => `${name}: ${days} × ${rate}`,
  tier: (fromDays) => `Duration price, from ${fromDays} days`,
  extraNames: { ...rateCardLabels.en.extraNames, delivery: rateCardLabels.en.delivery },
  quantity: (name, count) => `${name} × ${count}`,
  at: (name, place) => `${name}: ${place}`,
  discount: 'Discount',
  totalDue: 'Total due',
  including: (items) => `Including: ${items}`,
  drivers: 'Additional drivers',
  driver: (number) => `Driver ${number}`,
  licenceIssuedOn: 'Licence issued on',
};

const fr: QuoteLabels = {
  title: 'Prix selon le devis',
  baseDays: 'Tarif journalier',
  weekend: 'Week-end',
  daysAt: (name, days, rate) => `${name}\u00a0: ${days} × ${rate}`,
  tier: (fromDays) => `Tarif de durée, à partir de ${fromDays} jours`,
  extraNames: { ...rateCardLabels.fr.extraNames, delivery: rateCardLabels.fr.delivery },
  quantity: (name, count) => `${name} × ${count}`,
  at: (name, place) => `${name}\u00a0: ${place}`,
  discount: 'Remise',
  totalDue: 'Total à payer',
  including: (items) => `Dont\u00a0: ${items}`,
  drivers: 'Conducteurs supplémentaires',
  driver: (number) => `Conducteur ${number}`,
  licenceIssuedOn: 'Permis délivré le',
};

const ar: QuoteLabels = {
  title: 'السعر حسب التسعيرة',
  baseDays: 'السعر اليومي',
  weekend: 'نهاية الأسبوع',
  daysAt: (name, days, rate) => `${name}: ${days} × ${ltr(rate)}`,
  tier: (fromDays) =>
    `سعر المدة، ابتداءً من ${ltr(String(fromDays))} ${fromDays > 2 && fromDays < 11 ? 'أيام' : 'يومًا'}`,
  extraNames: { ...rateCardLabels.ar.extraNames, delivery: rateCardLabels.ar.delivery },
  quantity: (name, count) => `${name} × ${ltr(String(count))}`,
  at: (name, place) => `${name}: ${place}`,
  discount: 'تخفيض',
  totalDue: 'المبلغ المستحق',
  including: (items) => `يشمل: ${items}`,
  drivers: 'السائقون الإضافيون',
  driver: (number) => `السائق ${ltr(String(number))}`,
  licenceIssuedOn: 'تاريخ إصدار الرخصة',
};

export const quoteLabels = { en, fr, ar } as const;
