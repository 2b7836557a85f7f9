import type { Lang } from '../book/words.ts';

/**
 * The words of the booking page in the demo (demo-book-page.tsx), in the page's languages:
 * its note above the page, what takes the licence photo's place, and the page opened outside
 * the demo.
 */
export interface DemoBookWords {
  note: string;
  back: string;
  noPhoto: string;
  notDemo: string;
  signIn: string;
}

export const demoBookWords: Record<Lang, DemoBookWords> = {
  en: {
    note: 'Demo: your booking page as your customers see it. Its requests go to this demo’s desk, and no e-mail is sent.',
    back: 'Back to the desk',
    noPhoto:
      'Photo of the driving licence: the demo stores no files, so this page takes none. The desk sees the licence at the pickup.',
    notDemo: 'This page is the demo’s booking page: it opens from the demo.',
    signIn: 'Go to the sign-in screen',
  },
  fr: {
    note: 'Démo : votre page de réservation telle que vos clients la voient. Ses demandes arrivent au comptoir de cette démo, et aucun e-mail n’est envoyé.',
    back: 'Retour au comptoir',
    noPhoto:
      'Photo du permis de conduire : la démo n’enregistre aucun fichier, cette page n’en prend donc pas. Le comptoir voit le permis au départ.',
    notDemo: 'Cette page est la page de réservation de la démo : elle s’ouvre depuis la démo.',
    signIn: 'Aller à l’écran de connexion',
  },
  ar: {
    note: 'عرض تجريبي: صفحة الحجز كما يراها زبائنك. تصل طلباتها إلى مكتب هذا العرض التجريبي، ولا يُرسَل أي بريد إلكتروني.',
    back: 'العودة إلى المكتب',
    noPhoto:
      'صورة رخصة القيادة: العرض التجريبي لا يحفظ أي ملف، لذا لا تأخذها هذه الصفحة. يرى المكتب الرخصة عند الاستلام.',
    notDemo: 'هذه صفحة الحجز في العرض التجريبي: تُفتح من العرض التجريبي.',
    signIn: 'الذهاب إلى شاشة تسجيل الدخول',
  },
};
