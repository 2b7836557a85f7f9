import type { FleetReportRow } from '../contract/car-results.ts';
import type { Language } from '../i18n/languages.ts';
import { column, type ExportTable } from './export-tables.ts';

/**
 * Issue 32 §5: the Fleet report as a file (decision 0042): every car in the ranking's order
 * with what it earned and cost; amounts in DA, utilisation in whole percent.
 */

interface FleetReportWords {
  rank: string;
  brand: string;
  model: string;
  plate: string;
  year: string;
  status: string;
  purchase: string;
  revenue: string;
  costs: string;
  sale: string;
  net: string;
  daysOwned: string;
  daysRented: string;
  utilisation: string;
  revenuePerDay: string;
  km: string;
  costPerKm: string;
  owned: string;
  sold: string;
  /** at most 31 characters */
  sheet: string;
}

const words: Record<Language, FleetReportWords> = {
  en: {
    rank: 'Rank',
    brand: 'Brand',
    model: 'Model',
    plate: 'Plate',
    year: 'Year',
    status: 'Status',
    purchase: 'Purchase price (DA)',
    revenue: 'Rental revenue (DA)',
    costs: 'Services, papers, fines (DA)',
    sale: 'Sale price (DA)',
    net: 'Net result (DA)',
    daysOwned: 'Days owned',
    daysRented: 'Days rented',
    utilisation: 'Utilisation (%)',
    revenuePerDay: 'Revenue per day owned (DA)',
    km: 'Km driven',
    costPerKm: 'Cost per km (DA)',
    owned: 'Owned',
    sold: 'Sold',
    sheet: 'Fleet report',
  },
  fr: {
    rank: 'Rang',
    brand: 'Marque',
    model: 'Modèle',
    plate: 'Immatriculation',
    year: 'Année',
    status: 'Statut',
    purchase: "Prix d'achat (DA)",
    revenue: 'Recettes de location (DA)',
    costs: 'Entretien, papiers, amendes (DA)',
    sale: 'Prix de vente (DA)',
    net: 'Résultat net (DA)',
    daysOwned: 'Jours de possession',
    daysRented: 'Jours loués',
    utilisation: "Taux d'utilisation (%)",
    revenuePerDay: 'Recette par jour de possession (DA)',
    km: 'Km parcourus',
    costPerKm: 'Coût par km (DA)',
    owned: 'En parc',
    sold: 'Vendue',
    sheet: 'Rapport de flotte',
  },
  ar: {
    rank: 'الترتيب',
    brand: 'العلامة',
    model: 'الطراز',
    plate: 'رقم التسجيل',
    year: 'السنة',
    status: 'الحالة',
    purchase: 'سعر الشراء (DA)',
    revenue: 'مداخيل الكراء (DA)',
    costs: 'الصيانة والوثائق والمخالفات (DA)',
    sale: 'سعر البيع (DA)',
    net: 'النتيجة الصافية (DA)',
    daysOwned: 'أيام الملكية',
    daysRented: 'أيام الكراء',
    utilisation: 'نسبة الاستعمال (%)',
    revenuePerDay: 'المدخول لكل يوم ملكية (DA)',
    km: 'الكيلومترات المقطوعة',
    costPerKm: 'التكلفة لكل كم (DA)',
    owned: 'في الحظيرة',
    sold: 'مباعة',
    sheet: 'تقرير الأسطول',
  },
};

export function fleetReportTable(language: Language): ExportTable<FleetReportRow> {
  const w = words[language];
  return {
    name: 'fleet-report',
    sheetName: w.sheet,
    columns: [
      column(w.rank, 'integer', 7),
      column(w.brand, 'text', 14),
      column(w.model, 'text', 14),
      column(w.plate, 'text', 16),
      column(w.year, 'integer', 7),
      column(w.status, 'text', 10),
      column(w.purchase, 'amount', 18),
      column(w.revenue, 'amount', 18),
      column(w.costs, 'amount', 18),
      column(w.sale, 'amount', 16),
      column(w.net, 'amount', 18),
      column(w.daysOwned, 'integer', 10),
      column(w.daysRented, 'integer', 10),
      column(w.utilisation, 'integer', 10),
      column(w.revenuePerDay, 'amount', 16),
      column(w.km, 'integer', 12),
      column(w.costPerKm, 'amount', 12),
    ],
    cells: (row) => [
      row.rank,
      row.brandName,
      row.modelName,
      row.plate,
      row.year,
      row.soldAt ? w.sold : w.owned,
      row.purchasePrice,
      row.rentalRevenue,
      row.costs,
      row.salePrice,
      row.netResult,
      row.daysOwned,
      row.daysRented,
      Math.round(row.utilisation * 100),
      row.revenuePerDay,
      row.kmDriven,
      row.costPerKm,
    ],
  };
}
