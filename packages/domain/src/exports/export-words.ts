import type { PaymentMethod } from '../fund/payment.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * The words of the export files (CSV and Excel), per language: column headings and the
 * values the rows name (record types, fund categories, where an entry came from). English
 * keeps the headings the CSV has always had; French and Arabic use the trade's words.
 */
export interface ExportWords {
  history: {
    date: string;
    type: string;
    brand: string;
    model: string;
    plate: string;
    year: string;
    color: string;
    customer: string;
    days: string;
    distance: string;
    amount: string;
    charges: string;
    finalTotal: string;
    listedPrice: string;
  };
  fund: {
    date: string;
    type: string;
    category: string;
    description: string;
    supplier: string;
    amount: string;
    signedAmount: string;
    source: string;
    /** issue 31: how it was paid (a cheque with its number and bank) */
    method: string;
    /** issue 31: whose drawer took it */
    staff: string;
  };
  /** a history record's type */
  kinds: { rental: string; sale: string };
  /** a fund entry's type */
  fundTypes: { add_money: string; add_charge: string };
  /** a fund entry's category (unknown ones are written as stored) */
  categories: Record<string, string>;
  /** who booked a fund entry: a person, or the action that posted it */
  sources: {
    manual: string;
    rental: string;
    sale: string;
    car_purchase: string;
    cash_close: string;
    car_care: string;
  };
  /** how a fund entry was paid */
  methods: Record<PaymentMethod, string>;
  /** the sheet's name in the workbook (at most 31 characters) */
  sheets: { history: string; fund: string };
}

const en: ExportWords = {
  history: {
    date: 'Date',
    type: 'Type',
    brand: 'Brand',
    model: 'Model',
    plate: 'Plate',
    year: 'Year',
    color: 'Color',
    customer: 'Customer',
    days: 'Days',
    distance: 'Distance (km)',
    amount: 'Amount (DA)',
    charges: 'Charges (DA)',
    finalTotal: 'Final total (DA)',
    listedPrice: 'Listed price (DA)',
  },
  fund: {
    date: 'Date',
    type: 'Type',
    category: 'Category',
    description: 'Description',
    supplier: 'Supplier',
    amount: 'Amount (DA)',
    signedAmount: 'Signed amount (DA)',
    source: 'Source',
    method: 'Method',
    staff: 'Staff',
  },
  kinds: { rental: 'Rental', sale: 'Sale' },
  fundTypes: { add_money: 'Money added', add_charge: 'Charge' },
  categories: {
    income: 'Income',
    rental: 'Rental Payment',
    sale: 'Car Sale',
    supplier: 'Supplier Payment',
    deposit: 'Deposit',
    fuel: 'Fuel',
    maintenance: 'Maintenance',
    car_papers: 'Car papers',
    traffic_fines: 'Traffic fines',
    insurance: 'Insurance',
    expense: 'Expense',
    other: 'Other',
  },
  sources: {
    manual: 'Manual',
    rental: 'Rental',
    sale: 'Sale',
    car_purchase: 'Car purchase',
    cash_close: 'Cash close',
    car_care: 'Car care',
  },
  methods: { cash: 'Cash', cheque: 'Cheque', card: 'Card', transfer: 'Bank transfer' },
  sheets: { history: 'Transaction history', fund: 'Fund' },
};

const fr: ExportWords = {
  history: {
    date: 'Date',
    type: 'Type',
    brand: 'Marque',
    model: 'Modèle',
    plate: 'Immatriculation',
    year: 'Année',
    color: 'Couleur',
    customer: 'Client',
    days: 'Jours',
    distance: 'Distance (km)',
    amount: 'Montant (DA)',
    charges: 'Frais (DA)',
    finalTotal: 'Total final (DA)',
    listedPrice: 'Prix affiché (DA)',
  },
  fund: {
    date: 'Date',
    type: 'Type',
    category: 'Catégorie',
    description: 'Libellé',
    supplier: 'Fournisseur',
    amount: 'Montant (DA)',
    signedAmount: 'Montant signé (DA)',
    source: 'Origine',
    method: 'Mode de paiement',
    staff: 'Caissier',
  },
  kinds: { rental: 'Location', sale: 'Vente' },
  fundTypes: { add_money: 'Entrée', add_charge: 'Charge' },
  categories: {
    income: 'Recette',
    rental: 'Paiement de location',
    sale: 'Vente de véhicule',
    supplier: 'Paiement fournisseur',
    deposit: 'Caution',
    fuel: 'Carburant',
    maintenance: 'Entretien',
    car_papers: 'Papiers du véhicule',
    traffic_fines: 'Amendes',
    insurance: 'Assurance',
    expense: 'Dépense',
    other: 'Autre',
  },
  sources: {
    manual: 'Saisie manuelle',
    rental: 'Location',
    sale: 'Vente',
    car_purchase: 'Achat de véhicule',
    cash_close: 'Clôture de caisse',
    car_care: 'Entretien et papiers',
  },
  methods: { cash: 'Espèces', cheque: 'Chèque', card: 'Carte', transfer: 'Virement' },
  sheets: { history: 'Historique', fund: 'Caisse' },
};

const ar: ExportWords = {
  history: {
    date: 'التاريخ',
    type: 'النوع',
    brand: 'العلامة',
    model: 'الطراز',
    plate: 'رقم التسجيل',
    year: 'السنة',
    color: 'اللون',
    customer: 'الزبون',
    days: 'الأيام',
    distance: 'المسافة (كم)',
    amount: 'المبلغ (DA)',
    charges: 'المصاريف الإضافية (DA)',
    finalTotal: 'المجموع النهائي (DA)',
    listedPrice: 'السعر المعروض (DA)',
  },
  fund: {
    date: 'التاريخ',
    type: 'النوع',
    category: 'الفئة',
    description: 'البيان',
    supplier: 'المورد',
    amount: 'المبلغ (DA)',
    signedAmount: 'المبلغ بإشارته (DA)',
    source: 'المصدر',
    method: 'طريقة الدفع',
    staff: 'الموظف',
  },
  kinds: { rental: 'كراء', sale: 'بيع' },
  fundTypes: { add_money: 'مدخول', add_charge: 'مصروف' },
  categories: {
    income: 'إيراد',
    rental: 'دفع كراء',
    sale: 'بيع سيارة',
    supplier: 'دفع لمورد',
    deposit: 'كفالة',
    fuel: 'وقود',
    maintenance: 'صيانة',
    car_papers: 'وثائق السيارة',
    traffic_fines: 'مخالفات المرور',
    insurance: 'تأمين',
    expense: 'نفقة',
    other: 'أخرى',
  },
  sources: {
    manual: 'إدخال يدوي',
    rental: 'كراء',
    sale: 'بيع',
    car_purchase: 'شراء سيارة',
    cash_close: 'إغلاق الصندوق',
    car_care: 'صيانة ووثائق',
  },
  methods: { cash: 'نقدًا', cheque: 'شيك', card: 'بطاقة', transfer: 'تحويل بنكي' },
  sheets: { history: 'سجل المعاملات', fund: 'الصندوق' },
};

export const exportWords: Record<Language, ExportWords> = { en, fr, ar };
