import type { CarCategory, ExtraCode } from '../pricing/price-list.ts';
import { ltr } from './isolate.ts';

/**
 * Issue 33 §4: the words of the printed rate card (the price list for the counter), in
 * English, French and Arabic. Part of each language's document labels (`rateCard`), so the
 * card prints through the same Words as the invoices and the close report (bilingual too).
 */
export interface RateCardLabels {
  title: string;
  /** the title's second line: the day the prices were printed */
  asOf: (date: string) => string;
  categories: Record<CarCategory, string>;
  /** the models in no category: their cars are priced at the base rate */
  noCategory: string;
  model: string;
  cars: string;
  dailyRate: string;
  /** a model's cars' base rates from the lowest to the highest */
  rateRange: (low: string, high: string) => string;
  noCar: string;
  noModel: string;
  /** a category without a plan: every day at the car's daily rate */
  noPlan: string;
  seasons: string;
  season: string;
  days: string;
  price: string;
  minDays: string;
  /** a season's days: '01/07 – 31/08 (every year)' */
  everyYear: string;
  /** a price given as a daily rate */
  perDayRate: (amount: string) => string;
  /** a price given as a percentage of the base: '+20 % of the daily rate' */
  percentOfBase: (percent: string) => string;
  /** a tier's percentage: it changes the whole rental's price */
  percentOfRental: (percent: string) => string;
  daysCount: (count: number) => string;
  fromDays: (count: number) => string;
  weekend: string;
  extras: string;
  noExtras: string;
  extra: string;
  extraNames: Record<Exclude<ExtraCode, 'delivery'>, string>;
  perDay: (amount: string) => string;
  once: (amount: string) => string;
  maximum: string;
  delivery: string;
  place: string;
  deposits: string;
  standardDeposit: string;
  insuredDeposit: string;
  noDeposit: string;
}

const en: RateCardLabels = {
  title: 'RATE CARD',
  asOf: (date) => `Prices as of ${date}`,
  categories: {
    economy: 'Economy',
    compact: 'Compact',
    suv: 'SUV',
    van: 'Van',
    premium: 'Premium',
  },
  noCategory: 'Other models',
  model: 'Model',
  cars: 'Cars',
  dailyRate: 'Daily rate',
  rateRange: (low, high) => `${low} to ${high}`,
  noCar: 'No car',
  noModel: 'No model in this category.',
  noPlan: 'Every day at the daily rate.',
  seasons: 'Seasons',
  season: 'Season',
  days: 'Days',
  price: 'Price',
  minDays: 'Minimum',
  everyYear: 'every year',
  perDayRate: (amount) => `${amount} a day`,
  percentOfBase: (percent) => `${percent} % of the daily rate`,
  percentOfRental: (percent) => `${percent} % on the whole rental`,
  daysCount: (count) => (count === 1 ? '1 day' : `${count} days`),
  fromDays: (count) => `From ${count} days`,
  weekend: 'Weekend (Friday, Saturday)',
  extras: 'Extras',
  noExtras: 'No extras offered.',
  extra: 'Extra',
  extraNames: {
    additional_driver: 'Additional driver',
    child_seat: 'Child seat',
    gps: 'GPS',
    unlimited_km: 'Unlimited kilometres',
    full_insurance: 'Full insurance',
  },
  perDay: (amount) => `${amount} per day`,
  once: (amount) => `${amount} once`,
  maximum: 'At most, per rental',
  delivery: 'Delivery and collection',
  place: 'Place',
  deposits: 'Deposits',
  standardDeposit: 'Standard deposit',
  insuredDeposit: 'Deposit with full insurance',
  noDeposit: 'None',
};

const fr: RateCardLabels = {
  title: 'GRILLE TARIFAIRE',
  asOf: (date) => `Tarifs au ${date}`,
  categories: {
    economy: 'Économique',
    compact: 'Compacte',
    suv: 'SUV',
    van: 'Utilitaire',
    premium: 'Premium',
  },
  noCategory: 'Autres modèles',
  model: 'Modèle',
  cars: 'Véhicules',
  dailyRate: 'Tarif journalier',
  rateRange: (low, high) => `de ${low} à ${high}`,
  noCar: 'Aucun véhicule',
  noModel: 'Aucun modèle dans cette catégorie.',
  noPlan: 'Chaque jour au tarif journalier.',
  seasons: 'Saisons',
  season: 'Saison',
  days: 'Période',
  price: 'Prix',
  minDays: 'Minimum',
  everyYear: 'chaque année',
  perDayRate: (amount) => `${amount} par jour`,
  percentOfBase: (percent) => `${percent} % du tarif journalier`,
  percentOfRental: (percent) => `${percent} % sur toute la location`,
  daysCount: (count) => (count === 1 ? '1 jour' : `${count} jours`),
  fromDays: (count) => `À partir de ${count} jours`,
  weekend: 'Week-end (vendredi, samedi)',
  extras: 'Options',
  noExtras: 'Aucune option proposée.',
  extra: 'Option',
  extraNames: {
    additional_driver: 'Conducteur supplémentaire',
    child_seat: 'Siège enfant',
    gps: 'GPS',
    unlimited_km: 'Kilométrage illimité',
    full_insurance: 'Assurance tous risques',
  },
  perDay: (amount) => `${amount} par jour`,
  once: (amount) => `${amount} forfait`,
  maximum: 'Plafond par location',
  delivery: 'Livraison et reprise',
  place: 'Lieu',
  deposits: 'Cautions',
  standardDeposit: 'Caution standard',
  insuredDeposit: 'Caution avec assurance tous risques',
  noDeposit: 'Aucune',
};

const ar: RateCardLabels = {
  title: 'قائمة الأسعار',
  asOf: (date) => `الأسعار بتاريخ ${ltr(date)}`,
  categories: {
    economy: 'اقتصادية',
    compact: 'مدمجة',
    suv: 'رباعية الدفع',
    van: 'نفعية',
    premium: 'فاخرة',
  },
  noCategory: 'طرازات أخرى',
  model: 'الطراز',
  cars: 'السيارات',
  dailyRate: 'السعر اليومي',
  rateRange: (low, high) => `من ${ltr(low)} إلى ${ltr(high)}`,
  noCar: 'لا توجد سيارة',
  noModel: 'لا يوجد طراز في هذه الفئة.',
  noPlan: 'كل يوم بالسعر اليومي.',
  seasons: 'المواسم',
  season: 'الموسم',
  days: 'الفترة',
  price: 'السعر',
  minDays: 'الحد الأدنى',
  everyYear: 'كل سنة',
  perDayRate: (amount) => `${ltr(amount)} لليوم`,
  percentOfBase: (percent) => `${ltr(`${percent} %`)} من السعر اليومي`,
  percentOfRental: (percent) => `${ltr(`${percent} %`)} على كامل الإيجار`,
  daysCount: (count) => `${ltr(String(count))} ${count > 2 && count < 11 ? 'أيام' : 'يوم'}`,
  fromDays: (count) =>
    `ابتداءً من ${ltr(String(count))} ${count > 2 && count < 11 ? 'أيام' : 'يوم'}`,
  weekend: 'نهاية الأسبوع (الجمعة، السبت)',
  extras: 'الخدمات الإضافية',
  noExtras: 'لا توجد خدمات إضافية.',
  extra: 'الخدمة',
  extraNames: {
    additional_driver: 'سائق إضافي',
    child_seat: 'مقعد الطفل',
    gps: 'جهاز تحديد المواقع',
    unlimited_km: 'كيلومترات غير محدودة',
    full_insurance: 'تأمين شامل',
  },
  perDay: (amount) => `${ltr(amount)} لليوم`,
  once: (amount) => `${ltr(amount)} مرة واحدة`,
  maximum: 'الحد الأقصى للإيجار',
  delivery: 'التوصيل والاسترجاع',
  place: 'المكان',
  deposits: 'الكفالات',
  standardDeposit: 'الكفالة العادية',
  insuredDeposit: 'الكفالة مع التأمين الشامل',
  noDeposit: 'لا توجد',
};

export const rateCardLabels = { en, fr, ar } as const;
