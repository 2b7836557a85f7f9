import type { brands as en } from '../en/brands.ts';
import type { Translation } from '../types.ts';

export const brands: Translation<typeof en> = {
  title: 'العلامات والطرازات',
  otherBrands: 'علامات أخرى',
  loadFailed: 'تعذّر تحميل العلامات',
  emptyTitle: 'لا توجد علامات بعد',
  emptyText: 'أضف علامتك الأولى عبر الاستمارة أعلاه',
  addBrand: {
    title: 'إضافة علامة',
    name: 'اسم العلامة',
    group: 'مجموعة العلامة (اختياري)',
    groupPlaceholder: 'مثال: Volkswagen Group',
    logo: 'رابط الشعار (اختياري)',
    logoPlaceholder: 'https://',
    submit: 'إضافة العلامة',
    adding: 'جارٍ الإضافة...',
    failed: 'تعذّرت إضافة العلامة',
  },
  card: {
    models_zero: '{{count}} طراز',
    models_one: 'طراز واحد',
    models_two: 'طرازان',
    models_few: '{{count}} طرازات',
    models_many: '{{count}} طرازًا',
    models_other: '{{count}} طراز',
    modelsOf: 'طرازات {{brand}}',
    noModels: 'لا توجد طرازات بعد',
  },
  addModel: {
    label: 'طراز جديد للعلامة {{brand}}',
    placeholder: 'اسم الطراز',
    submit: 'إضافة الطراز',
    adding: 'جارٍ الإضافة...',
    failed: 'تعذّرت إضافة الطراز',
  },
};
