import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { messageTranslator } from './message-translator.ts';

/**
 * The server's per-field messages ('body.businessEmail' -> businessEmail): as they are in
 * English, translated in another language (an unknown one reads a generic sentence).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError) {
    const translator = messageTranslator(i18n.language);
    for (const field of error.fields) {
      const name = field.path.replace(/^body\./, '');
      errors[name] ??= translator ? translator.fieldMessage(field.message) : field.message;
    }
  }
  return errors;
}

/** a client-side (zod) field message, in the user's language (as the server's are) */
export function localiseFieldMessage(message: string): string {
  return messageTranslator(i18n.language)?.fieldMessage(message) ?? message;
}
