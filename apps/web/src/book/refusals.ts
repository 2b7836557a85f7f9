import type { Refusal } from './api.ts';
import { fill, type Words } from './words.ts';

/**
 * A refusal in the page's words: each refused field's message beside its field (by the
 * field's name: 'body.phone' → 'phone', 'query.start' → 'start'), the rest as one message
 * for the form. Never the server's English sentence: a key the page does not know reads as
 * "Check this field."
 */
export interface RefusalWords {
  /** the form's message ("Some fields need your attention" when fields are refused) */
  form: string | null;
  fields: Record<string, string>;
}

const byKey: Record<string, keyof Words['refused']> = {
  'fields.endBeforeStart': 'endBeforeStart',
  'fields.pickupTooSoon': 'pickupTooSoon',
  'fields.bookingTooLong': 'bookingTooLong',
  'fields.customerNameRequired': 'nameRequired',
  'fields.contactRequired': 'phoneRequired',
  'fields.contactInvalid': 'phoneInvalid',
  'fields.emailRequired': 'emailRequired',
  'fields.emailInvalid': 'emailInvalid',
  'fields.driverLicenceRequired': 'licenceRequired',
  'fields.invalidDate': 'dateInvalid',
  'fields.invalidDateTime': 'dateInvalid',
  'fields.acceptTermsRequired': 'acceptTerms',
  'fields.atMostCharacters': 'tooLong',
  'fields.extraNotOffered': 'extraNotOffered',
  'fields.deliveryPlace': 'deliveryPlace',
};

/** the page's field a refused path names ('body.extras.0.place' → 'extras') */
export function fieldOf(path: string): string {
  const [, name] = path.split('.');
  return name ?? path;
}

export function refusalWords(
  refusal: Refusal,
  words: Words,
  known: readonly string[],
): RefusalWords {
  const R = words.refused;
  const fields: Record<string, string> = {};
  for (const field of refusal.fields) {
    const name = fieldOf(field.path);
    const key = field.key ? byKey[field.key] : undefined;
    const text = key ? fill(R[key], field.values) : R.field;
    // a refused field the form has no place for is said by the form's message
    if (known.includes(name)) fields[name] ??= text;
  }
  if (refusal.status === 0) return { form: R.network, fields };
  if (refusal.status === 429) return { form: R.tooMany, fields };
  if (refusal.code === 'booking_page_closed') return { form: R.closed, fields };
  if (refusal.code === 'car_unavailable' || refusal.code === 'booking_conflict') {
    return { form: R.taken, fields };
  }
  if (refusal.fields.length > 0) return { form: R.checkFields, fields };
  return { form: R.generic, fields };
}
