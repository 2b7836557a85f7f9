import type { ApiError, NetworkError } from './api-error.ts';

/**
 * How a refusal reads in French or Arabic (lib/server-messages.ts). That module and its
 * tables are loaded with the first other language, so the entry bundle of an English
 * screen holds only this slot; until it is filled the server's own words are shown.
 */
export interface MessageTranslator {
  apiError(error: ApiError): string;
  networkError(error: NetworkError): string;
  fieldMessage(message: string): string;
}

let translator: MessageTranslator | undefined;

export function setMessageTranslator(next: MessageTranslator) {
  translator = next;
}

/** the translator when the screen is not in English, else undefined (English as sent) */
export function messageTranslator(language: string): MessageTranslator | undefined {
  return language === 'en' || language.startsWith('en-') ? undefined : translator;
}
