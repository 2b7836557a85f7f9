// the one i18next instance lib/i18n.ts sets up (imported from the package: no cycle)
import { readMessage } from '@car-rental/domain/messages';
import i18n from 'i18next';
import type { errors as en } from '../locales/en/errors.ts';
import type { ApiError, MessageValues, NetworkError, ProblemField } from './api-error.ts';
import { setMessageTranslator } from './message-translator.ts';

/**
 * Issue 16, issue 29 §2: the server's refusals in the reader's language. A refusal carries a
 * stable `code`, a message `key` of the domain's catalogue (packages/domain/src/messages.ts)
 * with the `values` its words need, and its English `detail`; each field the same. An
 * English screen shows the English words as they are; any other language translates the
 * key with its values from the `errors` catalogue, else reads the code's sentence, else a
 * generic one. A field whose key is not known reads `fields.generic`: never the English.
 * Nothing is read back from the English words.
 */

export type ErrorCode = keyof typeof en.codes;

/** loads the translator (once); changing to French or Arabic starts it */
export function loadServerMessages(): Promise<void> {
  setMessageTranslator({
    apiError: localiseApiError,
    networkError: localiseNetworkError,
    fieldMessage: localiseFieldMessage,
    field: localiseField,
  });
  return Promise.resolve();
}

/** the code a status falls back to when the code itself is not known */
const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'bad_request',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

/** a key with words of its own in the current language's `errors` catalogue (`count`: a plural's) */
function known(key: string | undefined, values: MessageValues = {}): key is string {
  return key !== undefined && i18n.exists(key, { ns: 'errors', ...values });
}

function isEnglish(language: string | undefined): boolean {
  return !language || language === 'en' || language.startsWith('en-');
}

/** whether the screen reads English: then the server's own words are shown */
export function readsEnglish(): boolean {
  return isEnglish(i18n.language);
}

function translate(key: string, values: MessageValues = {}): string {
  return i18n.t(key, { ns: 'errors', ...values });
}

/** a refusal in the current (non-English) language: its key, else its code, else its status */
export function localiseApiError(error: ApiError): string {
  if (known(error.key, error.values)) return translate(error.key, error.values);
  if (known(`codes.${error.code}`)) return translate(`codes.${error.code}`);
  const byStatus = statusCodes[error.status];
  if (byStatus) return translate(`codes.${byStatus}`);
  return translate('generic');
}

/** a request that got no answer, in the current (non-English) language */
export function localiseNetworkError(error: NetworkError): string {
  if (error.reason === 'offline' || error.seconds === undefined)
    return translate('network.offline');
  const key = error.read ? 'network.readTimeout' : 'network.timeout';
  return translate(key, { seconds: error.seconds });
}

/** one field of a refusal in the current (non-English) language; never the English sentence */
export function localiseField(field: ProblemField): string {
  return known(field.key, field.values)
    ? translate(field.key, field.values)
    : translate('fields.generic');
}

/**
 * A message of a contract's schema run in the browser (a key, with its values after it:
 * packages/domain/src/messages.ts `fieldMessage`) in the current (non-English) language.
 */
export function localiseFieldMessage(message: string): string {
  const said = readMessage(message);
  return said && known(said.key, said.values)
    ? translate(said.key, said.values)
    : translate('fields.generic');
}
