import type { reports as en } from '../en/reports.ts';
import type { Translation } from '../types.ts';

export const reports: Translation<typeof en> = {
  exportCsv: 'تحميل CSV',
  exportHistoryLabel: 'تحميل ملف CSV لسجل العمليات وفق معايير التصفية الحالية',
  exportFundLabel: 'تحميل ملف CSV لكل عمليات الصندوق',
  tableCaption: 'أرقام الرسم البياني',
  loading: 'جارٍ تحميل الرسم البياني...',
  loadFailed: 'تعذّر تحميل الرسم البياني',
  revenue: {
    title: 'الإيرادات الشهرية',
    subtitle: 'آخر 12 شهرًا: الإيجار والمبيعات',
    month: 'الشهر',
    rentals: 'الإيجار',
    sales: 'المبيعات',
    total: 'المجموع',
    empty: 'لا توجد إيرادات في آخر 12 شهرًا',
  },
  balance: {
    title: 'تطوّر الرصيد',
    subtitle: 'رصيد نهاية كل يوم من آخر 90 يومًا',
    date: 'اليوم',
    balance: 'الرصيد',
  },
  utilisation: {
    title: 'نسبة استغلال الأسطول',
    subtitle: 'نسبة الساعات القابلة للإيجار التي أُجّرت فيها السيارات، أسبوعيًا',
    week: 'أسبوع',
    utilisation: 'نسبة الاستغلال',
    rentedHours: 'ساعات الإيجار',
    rentableHours: 'الساعات القابلة للإيجار',
    percent: '{{value}} %',
  },
};
