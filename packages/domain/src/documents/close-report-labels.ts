import type { PaymentMethod } from '../fund/payment.ts';
import { ltr } from './isolate.ts';

/**
 * Issue 31 §3: the words of a drawer's close report (the Cash Close printed), in English,
 * French and Arabic. Part of each language's document labels (`closeReport`), so the report
 * prints through the same Words as the invoices and contracts (bilingual included).
 */
export interface CloseReportLabels {
  title: string;
  /** the title's second line on a drawer still open */
  provisional: string;
  day: (date: string) => string;
  staff: string;
  businessDay: string;
  status: string;
  closed: string;
  open: string;
  openingFloat: string;
  entries: string;
  time: string;
  description: string;
  method: string;
  moneyIn: string;
  moneyOut: string;
  net: string;
  count: string;
  noEntries: string;
  methods: Record<PaymentMethod, string>;
  /** a cheque's number and bank after its method */
  chequeOf: (number: string, bank: string) => string;
  byMethod: string;
  total: string;
  cashCount: string;
  expectedCash: string;
  countedCash: string;
  notCounted: string;
  denominations: string;
  /** one line of the count: '3 × 2 000 DA' */
  notes: (count: number, value: string) => string;
  handedOver: string;
  nextFloat: string;
  difference: string;
  reason: string;
  cheques: string;
  chequesExpected: string;
  chequesCounted: string;
  notStated: string;
  depositsHeld: string;
  depositsCash: string;
  depositsCheques: string;
  closedBy: string;
  closedAt: string;
  lastReopen: string;
  reopenedBy: string;
  reopenedAt: string;
  cashierSignature: string;
  checkedBy: string;
}

const en: CloseReportLabels = {
  title: 'CASH CLOSE',
  provisional: 'Provisional report: the drawer is still open',
  day: (date) => `Day: ${date}`,
  staff: 'Staff member',
  businessDay: 'Day',
  status: 'Status',
  closed: 'Closed',
  open: 'Open (provisional)',
  openingFloat: 'Opening float',
  entries: "The day's entries",
  time: 'Time',
  description: 'Description',
  method: 'Method',
  moneyIn: 'In',
  moneyOut: 'Out',
  net: 'Net',
  count: 'Entries',
  noEntries: 'No entries this day.',
  methods: { cash: 'Cash', cheque: 'Cheque', card: 'Card', transfer: 'Bank transfer' },
  chequeOf: (number, bank) => `No. ${number}, ${bank}`,
  byMethod: 'Totals by method',
  total: 'Total',
  cashCount: 'Cash count',
  expectedCash: 'Expected cash',
  countedCash: 'Counted cash',
  notCounted: 'Not counted yet',
  denominations: 'Notes and coins',
  notes: (count, value) => `${count} × ${value}`,
  handedOver: 'Handed over',
  nextFloat: 'Next float',
  difference: 'Difference',
  reason: 'Reason',
  cheques: 'Cheques',
  chequesExpected: 'Cheques expected',
  chequesCounted: 'Cheques counted',
  notStated: 'Not stated',
  depositsHeld: 'Deposits held by the agency',
  depositsCash: 'In cash',
  depositsCheques: 'In cheques',
  closedBy: 'Closed by',
  closedAt: 'Closed at',
  lastReopen: 'Last reopening',
  reopenedBy: 'Reopened by',
  reopenedAt: 'Reopened at',
  cashierSignature: "Cashier's signature",
  checkedBy: 'Checked by',
};

const fr: CloseReportLabels = {
  title: 'CLÔTURE DE CAISSE',
  provisional: 'Rapport provisoire : la caisse est encore ouverte',
  day: (date) => `Journée du ${date}`,
  staff: 'Caissier',
  businessDay: 'Journée',
  status: 'Statut',
  closed: 'Clôturée',
  open: 'Ouverte (provisoire)',
  openingFloat: "Fonds de caisse d'ouverture",
  entries: 'Mouvements de la journée',
  time: 'Heure',
  description: 'Libellé',
  method: 'Mode de paiement',
  moneyIn: 'Entrée',
  moneyOut: 'Sortie',
  net: 'Net',
  count: 'Mouvements',
  noEntries: 'Aucun mouvement ce jour.',
  methods: { cash: 'Espèces', cheque: 'Chèque', card: 'Carte', transfer: 'Virement' },
  chequeOf: (number, bank) => `N° ${number}, ${bank}`,
  byMethod: 'Totaux par mode de paiement',
  total: 'Total',
  cashCount: 'Comptage des espèces',
  expectedCash: 'Espèces attendues',
  countedCash: 'Espèces comptées',
  notCounted: 'Pas encore comptées',
  denominations: 'Billets et pièces',
  notes: (count, value) => `${count} × ${value}`,
  handedOver: 'Remis (versement)',
  nextFloat: 'Fonds de caisse du lendemain',
  difference: 'Écart',
  reason: 'Motif',
  cheques: 'Chèques',
  chequesExpected: 'Chèques attendus',
  chequesCounted: 'Chèques comptés',
  notStated: 'Non indiqué',
  depositsHeld: "Cautions détenues par l'agence",
  depositsCash: 'En espèces',
  depositsCheques: 'En chèques',
  closedBy: 'Clôturée par',
  closedAt: 'Clôturée le',
  lastReopen: 'Dernière réouverture',
  reopenedBy: 'Rouverte par',
  reopenedAt: 'Rouverte le',
  cashierSignature: 'Signature du caissier',
  checkedBy: 'Vérifié par',
};

const ar: CloseReportLabels = {
  title: 'إغلاق الصندوق',
  provisional: 'تقرير مؤقت: الصندوق ما يزال مفتوحًا',
  day: (date) => `يوم ${ltr(date)}`,
  staff: 'الموظف',
  businessDay: 'اليوم',
  status: 'الحالة',
  closed: 'مغلق',
  open: 'مفتوح (مؤقت)',
  openingFloat: 'رصيد الافتتاح',
  entries: 'حركات اليوم',
  time: 'الوقت',
  description: 'البيان',
  method: 'طريقة الدفع',
  moneyIn: 'مدخول',
  moneyOut: 'مصروف',
  net: 'الصافي',
  count: 'الحركات',
  noEntries: 'لا توجد حركات في هذا اليوم.',
  methods: { cash: 'نقدًا', cheque: 'صك', card: 'بطاقة', transfer: 'تحويل بنكي' },
  chequeOf: (number, bank) => `رقم ${ltr(number)}، ${bank}`,
  byMethod: 'المجاميع حسب طريقة الدفع',
  total: 'المجموع',
  cashCount: 'عدّ النقود',
  expectedCash: 'النقد المتوقع',
  countedCash: 'النقد المعدود',
  notCounted: 'لم يُعدّ بعد',
  denominations: 'الأوراق والقطع النقدية',
  notes: (count, value) => ltr(`${count} × ${value}`),
  handedOver: 'المبلغ المسلَّم',
  nextFloat: 'رصيد اليوم التالي',
  difference: 'الفرق',
  reason: 'السبب',
  cheques: 'الصكوك',
  chequesExpected: 'الصكوك المتوقعة',
  chequesCounted: 'الصكوك المعدودة',
  notStated: 'غير مذكور',
  depositsHeld: 'الكفالات التي تحتفظ بها الوكالة',
  depositsCash: 'نقدًا',
  depositsCheques: 'صكوك',
  closedBy: 'أغلقه',
  closedAt: 'تاريخ الإغلاق',
  lastReopen: 'آخر إعادة فتح',
  reopenedBy: 'أعاد فتحه',
  reopenedAt: 'تاريخ إعادة الفتح',
  cashierSignature: 'توقيع أمين الصندوق',
  checkedBy: 'راجعه',
};

export const closeReportLabels = { en, fr, ar } as const;
