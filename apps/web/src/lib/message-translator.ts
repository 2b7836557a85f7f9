import type { ApiError, NetworkError, ProblemField } from './api-error.ts';

/**
 * How a refusal reads in French or Arabic (lib/server-messages.ts): by its message key and
 * values. That module is loaded with the first other language, so the entry bundle of an
 * English screen holds only this slot; until it is filled the English words are shown.
 */
export interface MessageTranslator {
  apiError(error: ApiError): string;
  networkError(error: NetworkError): string;
  /** a message of a contract's schema run in the browser (a key and its values) */
  fieldMessage(message: string): string;
  /** a field of the server's refusal (its key and values) */
  field(field: ProblemField): string;
}

let translator: MessageTranslator | undefined;

export function setMessageTranslator(next: MessageTranslator) {
  translator = next;
}

/** the translator when the screen is not in English, else undefined (English as sent) */
export function messageTranslator(language: string): MessageTranslator | undefined {
  return language === 'en' || language.startsWith('en-') ? undefined : translator;
}
