import { isolate } from '@car-rental/domain/documents/isolate';
import type { DocumentLabels, DocumentLanguage } from '@car-rental/domain/documents/labels';
import { documentLabels } from '@car-rental/domain/documents/labels';
import type { Label } from './sheet.ts';
import type { Direction } from './text.ts';

/** what a document says in its language: labels, or French and Arabic pairs */
export interface Words {
  language: DocumentLanguage;
  /** the page's direction: right to left in Arabic (a bilingual page reads left to right) */
  direction: Direction;
  bilingual: boolean;
  /** a label in the document's language; bilingual: the French and the Arabic */
  say(pick: (labels: DocumentLabels) => string): Label;
  /** one line of text: bilingual reads "French · Arabic" */
  line(pick: (labels: DocumentLabels) => string): string;
  /** a value's text (a distance, a duration): bilingual documents print data once, in French */
  value(pick: (labels: DocumentLabels) => string): string;
  /** the text after a label: 'Name:' in English, 'Nom :' in French */
  colon: string;
}

export function wordsFor(language: DocumentLanguage): Words {
  const { fr, ar } = documentLabels;
  if (language === 'fr+ar') {
    return {
      language,
      direction: 'ltr',
      bilingual: true,
      say: (pick) => ({ fr: pick(fr), ar: pick(ar) }),
      // each part isolated: the Arabic never swaps places with what follows it
      line: (pick) => `${isolate(pick(fr))} · ${isolate(pick(ar))}`,
      value: (pick) => pick(fr),
      colon: '\u00a0:',
    };
  }
  const labels = documentLabels[language];
  return {
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    bilingual: false,
    say: (pick) => pick(labels),
    line: (pick) => pick(labels),
    value: (pick) => pick(labels),
    colon: language === 'fr' ? '\u00a0:' : ':',
  };
}
