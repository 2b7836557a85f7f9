import { isolate } from '@car-rental/domain/documents/isolate';
import { type DocumentLabels, documentLabels } from '@car-rental/domain/documents/labels';
import type { ExtraCode } from '@car-rental/domain/pricing/price-list';
import type { PrintedExtra } from '@car-rental/domain/pricing/printed-price';
import type { DaysLine } from '@car-rental/domain/pricing/quote';
import type { Label } from '../../lib/pdf/sheet.ts';
import type { Words } from '../../lib/pdf/words.ts';

/**
 * Issue 33 §2: the labels of a booking's price lines on the contract and the invoice
 * (decision 0047), in the document's language. What the agency typed (a season's name, a
 * delivery's place) is printed as typed, isolated.
 */

const extraName = (l: DocumentLabels, code: string) =>
  l.quote.extraNames[code as ExtraCode] ?? code;

/**
 * 'Summer: 3 days × 6 000 DA', 'Weekend: …', 'Daily rate: …'. Bilingual: the rate once, in
 * the French column (the Arabic column is narrow)
 */
export function daysLabel(words: Words, line: DaysLine, money: (amount: number) => string): Label {
  const name = (l: DocumentLabels) =>
    line.season ? isolate(line.season) : line.weekend ? l.quote.weekend : l.quote.baseDays;
  const label = words.say((l) => l.quote.daysAt(name(l), l.days(line.days), money(line.rate)));
  if (typeof label === 'string') return label;
  const { ar } = documentLabels;
  return { fr: label.fr, ar: `${name(ar)}: ${ar.days(line.days)}` };
}

/** 'Child seat × 2', 'Delivery and collection × 1: Airport' */
export function extraLabel(words: Words, extra: PrintedExtra): Label {
  return words.say((l) => {
    const named = l.quote.quantity(extraName(l, extra.code), extra.quantity);
    return extra.place ? l.quote.at(named, isolate(extra.place)) : named;
  });
}

/** the extras and the discount in one line of text (the invoice's detail) */
export function extrasText(words: Words, extras: PrintedExtra[], discount: string | null): string {
  return words.line((l) => {
    const items = extras.map((extra) => {
      const named = l.quote.quantity(extraName(l, extra.code), extra.quantity);
      return extra.place ? l.quote.at(named, isolate(extra.place)) : named;
    });
    if (discount) items.push(`${l.quote.discount} ${discount}`);
    return l.quote.including(items.join(', '));
  });
}
