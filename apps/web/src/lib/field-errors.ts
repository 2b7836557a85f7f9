import { englishOf } from '@car-rental/domain/messages';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { messageTranslator } from './message-translator.ts';

/**
 * The server's per-field refusals ('body.businessEmail' -> businessEmail): their English
 * words in English, their key translated with its values in another language (an unknown
 * key reads a generic sentence, never the English).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError) {
    const translator = messageTranslator(i18n.language);
    for (const field of error.fields) {
      const name = field.path.replace(/^body\./, '');
      errors[name] ??= translator ? translator.field(field) : field.message;
    }
  }
  return errors;
}

/**
 * A message of a contract's zod schema run in the browser (a key of the domain's catalogue,
 * with its values: packages/domain/src/messages.ts), in the screen's language: the same
 * words the server gives for the same field.
 */
export function localiseFieldMessage(message: string): string {
  const translator = messageTranslator(i18n.language);
  return translator ? translator.fieldMessage(message) : englishOf(message);
}
