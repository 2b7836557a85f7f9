// the one i18next instance lib/i18n.ts sets up (imported from the package: no cycle)
import i18n from 'i18next';
import type { errors as en } from '../locales/en/errors.ts';
import type { ApiError, NetworkError } from './api-error.ts';
import { setMessageTranslator } from './message-translator.ts';

/**
 * Issue 16: the server's refusals in the reader's language. The server sends a stable
 * `code` and an English `detail` (and per-field English messages); an English screen shows
 * them as they are, any other language shows the `errors` catalogue's text instead:
 * the detail's own translation when the detail is known (exactly, or by a pattern that
 * keeps its values), else the code's generic sentence, else a generic one. A field message
 * that is not known reads `fields.generic`: never the English sentence.
 */

type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
type Section = 'details' | 'fields';

/** a key of the `errors` catalogue that translates one English detail or field message */
export type MessageKey =
  | `details.${PluralBase<keyof typeof en.details & string>}`
  | `fields.${PluralBase<keyof typeof en.fields & string>}`;
export type ErrorCode = keyof typeof en.codes;
export type MessageValues = Record<string, string | number>;

export interface ResolvedMessage {
  key: MessageKey;
  values: MessageValues;
}

export interface MessagePattern {
  pattern: RegExp;
  key: MessageKey;
  /** the values the translation interpolates, from the pattern's named groups */
  values?: (groups: Record<string, string>) => MessageValues;
}

/**
 * The exact English detail or field message -> its catalogue key: every entry of
 * `details` and `fields` without an interpolation holds the server's exact words.
 */
export function exactMessagesOf(english: typeof en): ReadonlyMap<string, MessageKey> {
  return new Map(
    (['details', 'fields'] as const satisfies readonly Section[]).flatMap((section) =>
      Object.entries(english[section])
        .filter(([, text]) => !text.includes('{{'))
        .map(([name, text]) => [text, `${section}.${name}` as MessageKey] as const),
    ),
  );
}

/**
 * The English catalogue stays out of the entry bundle (English screens show the server's
 * own words): it is loaded with the first other language, and until it is there a refusal
 * reads its code's sentence (never the English one).
 */
let exactMessages: ReadonlyMap<string, MessageKey> = new Map();
let loading: Promise<void> | undefined;

/** loads the lookup table (once); changing to French or Arabic starts it */
export function loadServerMessages(): Promise<void> {
  loading ??= import('../locales/en/errors.ts')
    .then(({ errors }) => {
      exactMessages = exactMessagesOf(errors);
      setMessageTranslator({
        apiError: localiseApiError,
        networkError: localiseNetworkError,
        fieldMessage: localiseFieldMessage,
      });
    })
    .catch(() => {
      // offline before the chunk came: the codes' sentences meanwhile, try again next time
      loading = undefined;
    });
  return loading;
}

const groups = (names: string[]) => (found: Record<string, string>) =>
  Object.fromEntries(names.map((name) => [name, found[name] ?? '']));
const counted = (found: Record<string, string>) => ({ count: Number(found.count) });
const noCommas = (found: Record<string, string>) => ({ max: (found.max ?? '').replace(/,/g, '') });

/** a desk time in a refusal: dd/mm/yyyy hh:mm */
const AT = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
const blocked = (reason: string, key: MessageKey): MessagePattern => ({
  pattern: new RegExp(`^This car is blocked ${reason} from (?<from>${AT}) to (?<to>${AT})\\.$`),
  key,
  values: groups(['from', 'to']),
});

/**
 * Details and field messages that carry values (names, dates, limits), and zod's own
 * English issues, read by pattern; the first that matches wins.
 */
export const serverMessagePatterns: readonly MessagePattern[] = [
  // the server's details with values
  {
    pattern: new RegExp(
      `^This car is already booked from (?<from>${AT}) to (?<to>${AT}) for (?<name>.*)\\.$`,
    ),
    key: 'details.bookingConflictWith',
    values: groups(['from', 'to', 'name']),
  },
  blocked('for maintenance', 'details.blockedMaintenance'),
  blocked('for repair', 'details.blockedRepair'),
  blocked('for its owner', 'details.blockedOwner'),
  {
    pattern: /^(?<name>.+) is on the "Do not rent" list:$/,
    key: 'details.doNotRentNoReason',
    values: groups(['name']),
  },
  {
    pattern: /^(?<name>.+?) is on the "Do not rent" list: (?<reason>[\s\S]*)$/,
    key: 'details.doNotRent',
    values: groups(['name', 'reason']),
  },
  {
    pattern: /^This driving licence number is already on file for (?<name>.+)$/,
    key: 'details.licenceTaken',
    values: groups(['name']),
  },
  {
    pattern: /^Already on file for (?<name>.+)$/,
    key: 'fields.licenceOnFile',
    values: groups(['name']),
  },
  {
    pattern: /^Too many failed sign-in attempts\. Wait (?<count>\d+) seconds? and try again\.$/,
    key: 'details.signInDelayed',
    values: counted,
  },
  {
    pattern: /^A booking can be marked a no-show (?<count>\d+) hours? after its pickup time\.$/,
    key: 'details.noShowTooEarlyHours',
    values: counted,
  },
  {
    pattern: /^A booking can be marked a no-show (?<count>\d+) minutes? after its pickup time\.$/,
    key: 'details.noShowTooEarlyMinutes',
    values: counted,
  },
  {
    pattern:
      /^Kept from the deposit cannot be more than the deposit or what the customer owes \((?<amount>.+)\)\.$/,
    key: 'details.retainedTooHigh',
    values: groups(['amount']),
  },
  {
    pattern: /^A car can have at most (?<count>\d+) images?\.$/,
    key: 'details.tooManyImages',
    values: counted,
  },
  {
    pattern: /^The database did not answer within (?<seconds>[\d.]+) seconds\.$/,
    key: 'details.databaseTimeout',
    values: groups(['seconds']),
  },
  {
    pattern: /^The database migrations are not applied up to (?<tag>.+)\.$/,
    key: 'details.migrationsBehind',
    values: groups(['tag']),
  },
  {
    pattern: /^The Idempotency-Key header must be 1 to (?<max>\d+) characters\.$/,
    key: 'details.idempotencyKeyLength',
    values: groups(['max']),
  },
  {
    pattern: /^No route (?<method>[A-Z]+) (?<path>\S*)$/,
    key: 'details.noRoute',
    values: groups(['method', 'path']),
  },
  // the domain schemas' messages with values
  {
    pattern: /^At most (?<max>[\d,]+) characters$/,
    key: 'fields.atMostCharacters',
    values: noCommas,
  },
  { pattern: /^At most (?<max>[\d,]+) items$/, key: 'fields.atMostItems', values: noCommas },
  {
    pattern: /^At most (?<max>[\d,]+) documents$/,
    key: 'fields.atMostDocuments',
    values: noCommas,
  },
  { pattern: /^At most (?<max>[\d,]+) charges$/, key: 'fields.atMostCharges', values: noCommas },
  { pattern: /^At most (?<max>[\d,]+) photos$/, key: 'fields.photosMax', values: noCommas },
  { pattern: /^At most (?<max>[\d,]+) damage marks$/, key: 'fields.marksMax', values: noCommas },
  {
    pattern:
      /^A username is (?<min>\d+) to (?<max>\d+) letters, digits, dots, dashes or underscores\.$/,
    key: 'fields.invalidUsername',
    values: groups(['min', 'max']),
  },
  {
    pattern: /^The VAT rate must be between 0\.01 % and (?<max>[\d.]+) %$/,
    key: 'fields.vatRate',
    values: groups(['max']),
  },
  {
    pattern: /^Fuel is a whole number of eighths, 0 to (?<max>\d+)$/,
    key: 'fields.fuelEighths',
    values: groups(['max']),
  },
  // zod's own issues (its English locale)
  { pattern: /^Invalid input: expected \w+, received undefined$/, key: 'fields.required' },
  {
    pattern: /^Invalid input: expected (?:number|int|bigint|nan), received \w+$/,
    key: 'fields.expectedNumber',
  },
  { pattern: /^Invalid input: expected string, received \w+$/, key: 'fields.expectedText' },
  { pattern: /^Invalid input: expected boolean, received \w+$/, key: 'fields.expectedBoolean' },
  {
    pattern: /^Invalid input: expected (?:array|set|tuple), received \w+$/,
    key: 'fields.expectedList',
  },
  { pattern: /^Invalid input: expected \w+, received \w+$/, key: 'fields.invalidType' },
  { pattern: /^Invalid input: expected .+$/, key: 'fields.invalidOption' },
  { pattern: /^Invalid option: expected one of .*$/, key: 'fields.invalidOption' },
  { pattern: /^Invalid discriminator value\. Expected .*$/, key: 'fields.invalidOption' },
  { pattern: /^Too small: expected string to have >=1 characters$/, key: 'fields.required' },
  {
    pattern: /^Too (?:small|big): expected string to have exactly (?<count>\d+) characters$/,
    key: 'fields.exactLength',
    values: counted,
  },
  {
    pattern: /^Too small: expected string to have >=?(?<min>\d+) characters$/,
    key: 'fields.tooShort',
    values: groups(['min']),
  },
  {
    pattern: /^Too big: expected string to have <=?(?<max>\d+) characters$/,
    key: 'fields.tooLong',
    values: groups(['max']),
  },
  {
    pattern: /^Too small: expected \w+ to have (?:>=|>|exactly )(?<min>\d+) \w+$/,
    key: 'fields.tooFewItems',
    values: groups(['min']),
  },
  {
    pattern: /^Too big: expected \w+ to have (?:<=|<|exactly )(?<max>\d+) \w+$/,
    key: 'fields.tooManyItems',
    values: groups(['max']),
  },
  {
    pattern: /^Too small: expected \w+ to be >=(?<min>\S+)$/,
    key: 'fields.tooSmall',
    values: groups(['min']),
  },
  {
    pattern: /^Too small: expected \w+ to be >(?<min>\S+)$/,
    key: 'fields.tooSmallExclusive',
    values: groups(['min']),
  },
  {
    pattern: /^Too big: expected \w+ to be <=(?<max>\S+)$/,
    key: 'fields.tooBig',
    values: groups(['max']),
  },
  {
    pattern: /^Too big: expected \w+ to be <(?<max>\S+)$/,
    key: 'fields.tooBigExclusive',
    values: groups(['max']),
  },
  { pattern: /^Invalid (?:UUID\w*|GUID)$/, key: 'fields.invalidId' },
  { pattern: /^Invalid email address$/, key: 'fields.invalidEmailAddress' },
  { pattern: /^Invalid URL$/, key: 'fields.invalidUrl' },
  { pattern: /^Invalid ISO datetime$/, key: 'fields.invalidDateTime' },
  { pattern: /^Invalid ISO date$/, key: 'fields.invalidDate' },
  { pattern: /^Invalid ISO time$/, key: 'fields.invalidTime' },
  {
    pattern: /^Unrecognized keys?: (?<keys>.+)$/,
    key: 'fields.unknownField',
    values: groups(['keys']),
  },
  {
    pattern: /^Invalid number: must be a multiple of (?<divisor>\S+)$/,
    key: 'fields.notMultipleOf',
    values: groups(['divisor']),
  },
  { pattern: /^Invalid string: must .+$/, key: 'fields.invalidFormat' },
  { pattern: /^Invalid (?:key|value) in \w+$/, key: 'fields.invalidInput' },
  { pattern: /^Invalid [\w .-]+$/, key: 'fields.invalidFormat' },
];

/** the catalogue key (and values) of an English detail or field message, if it is known */
export function resolveServerMessage(text: string): ResolvedMessage | undefined {
  const exact = exactMessages.get(text);
  if (exact) return { key: exact, values: {} };
  for (const { pattern, key, values } of serverMessagePatterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: values ? values(match.groups ?? {}) : {} };
  }
  return undefined;
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

/** a code with a sentence of its own in the current language's catalogue */
function hasCodeSentence(code: string): boolean {
  return i18n.exists(`codes.${code}`, { ns: 'errors' });
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

function translated(resolved: ResolvedMessage): string {
  return translate(resolved.key, resolved.values);
}

/** a refusal in the current (non-English) language: detail, else code, else status */
export function localiseApiError(error: ApiError): string {
  const resolved = resolveServerMessage(error.message);
  if (resolved) return translated(resolved);
  if (hasCodeSentence(error.code)) return translate(`codes.${error.code}`);
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

/** one field message in the current (non-English) language; never the English sentence */
export function localiseFieldMessage(message: string): string {
  const resolved = resolveServerMessage(message);
  return resolved ? translated(resolved) : translate('fields.generic');
}
