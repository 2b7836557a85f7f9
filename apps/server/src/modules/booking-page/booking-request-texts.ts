import type { Language } from '@car-rental/domain/i18n/languages';

/**
 * Issue 34 §3: the words of the mails a booking request sends, in the customer's language.
 * `{{name}}` is a value; a line whose value is blank (no deposit, no address) is left out.
 */

export type RequestMailKind = 'received' | 'confirmed' | 'declined';

interface MailWords {
  subject: string;
  body: string[];
}

export const mailTexts: Record<
  Language,
  Record<RequestMailKind, MailWords> & { calendarSummary: string; calendarDescription: string }
> = {
  en: {
    received: {
      subject: 'We received your request: {{car}}',
      body: [
        'Hello {{name}},',
        '',
        'We received your request for a {{car}}',
        'from {{from}}',
        'to {{to}}.',
        'Price: {{total}}. Deposit at pickup: {{deposit}}.',
        '',
        'The car is held for you until {{holdUntil}} while the agency answers. You will receive an e-mail with its answer.',
        'Follow or cancel your request here: {{link}}',
      ],
    },
    confirmed: {
      subject: 'Your booking is confirmed: {{car}}',
      body: [
        'Hello {{name}},',
        '',
        'The agency confirmed your booking of a {{car}}',
        'from {{from}}',
        'to {{to}}.',
        'Price: {{total}}, paid at the agency. Deposit at pickup: {{deposit}}.',
        '',
        'Address: {{address}}',
        'Opening hours: {{hours}}',
        '',
        'Bring your driving licence and your identity card or passport.',
        'The booking is in the attached calendar file.',
      ],
    },
    declined: {
      subject: 'Your request could not be accepted: {{car}}',
      body: [
        'Hello {{name}},',
        '',
        'The agency could not accept your request for a {{car}} from {{from}} to {{to}}.',
        'Reason: {{reason}}',
        '',
        'You can choose another car or period on the booking page.',
      ],
    },
    calendarSummary: 'Car rental: {{car}}',
    calendarDescription:
      'Bring your driving licence and your identity card or passport. Price: {{total}}.',
  },
  fr: {
    received: {
      subject: 'Nous avons reçu votre demande : {{car}}',
      body: [
        'Bonjour {{name}},',
        '',
        'Nous avons reçu votre demande pour une {{car}}',
        'du {{from}}',
        'au {{to}}.',
        'Prix : {{total}}. Caution au départ : {{deposit}}.',
        '',
        'La voiture vous est réservée jusqu’au {{holdUntil}}, le temps que l’agence réponde. Vous recevrez sa réponse par e-mail.',
        'Suivez ou annulez votre demande ici : {{link}}',
      ],
    },
    confirmed: {
      subject: 'Votre réservation est confirmée : {{car}}',
      body: [
        'Bonjour {{name}},',
        '',
        'L’agence a confirmé votre réservation d’une {{car}}',
        'du {{from}}',
        'au {{to}}.',
        'Prix : {{total}}, payé à l’agence. Caution au départ : {{deposit}}.',
        '',
        'Adresse : {{address}}',
        'Horaires : {{hours}}',
        '',
        'Apportez votre permis de conduire et votre carte d’identité ou votre passeport.',
        'La réservation est dans le fichier de calendrier joint.',
      ],
    },
    declined: {
      subject: 'Votre demande n’a pas pu être acceptée : {{car}}',
      body: [
        'Bonjour {{name}},',
        '',
        'L’agence n’a pas pu accepter votre demande pour une {{car}} du {{from}} au {{to}}.',
        'Motif : {{reason}}',
        '',
        'Vous pouvez choisir une autre voiture ou une autre période sur la page de réservation.',
      ],
    },
    calendarSummary: 'Location de voiture : {{car}}',
    calendarDescription:
      'Apportez votre permis de conduire et votre carte d’identité ou votre passeport. Prix : {{total}}.',
  },
  ar: {
    received: {
      subject: 'استلمنا طلبك: {{car}}',
      body: [
        'مرحبًا {{name}}،',
        '',
        'استلمنا طلبك لسيارة {{car}}',
        'من {{from}}',
        'إلى {{to}}.',
        'السعر: {{total}}. الضمان عند الاستلام: {{deposit}}.',
        '',
        'السيارة محجوزة لك حتى {{holdUntil}} ريثما ترد الوكالة. ستصلك رسالة بردها.',
        'تابع طلبك أو ألغه من هنا: {{link}}',
      ],
    },
    confirmed: {
      subject: 'تم تأكيد حجزك: {{car}}',
      body: [
        'مرحبًا {{name}}،',
        '',
        'أكدت الوكالة حجزك لسيارة {{car}}',
        'من {{from}}',
        'إلى {{to}}.',
        'السعر: {{total}}، يُدفع في الوكالة. الضمان عند الاستلام: {{deposit}}.',
        '',
        'العنوان: {{address}}',
        'ساعات العمل: {{hours}}',
        '',
        'أحضر رخصة السياقة وبطاقة التعريف أو جواز السفر.',
        'الحجز في ملف التقويم المرفق.',
      ],
    },
    declined: {
      subject: 'تعذر قبول طلبك: {{car}}',
      body: [
        'مرحبًا {{name}}،',
        '',
        'تعذر على الوكالة قبول طلبك لسيارة {{car}} من {{from}} إلى {{to}}.',
        'السبب: {{reason}}',
        '',
        'يمكنك اختيار سيارة أو فترة أخرى في صفحة الحجز.',
      ],
    },
    calendarSummary: 'تأجير سيارة: {{car}}',
    calendarDescription: 'أحضر رخصة السياقة وبطاقة التعريف أو جواز السفر. السعر: {{total}}.',
  },
};
