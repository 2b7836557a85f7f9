import { type Message, type MessageKey, type MessageValues, renderMessage } from './messages.ts';

/**
 * One error vocabulary for the whole product. Rules refuse with a DomainError: a code (the
 * server maps it to an HTTP status once) plus a message key of the catalogue (messages.ts)
 * and the values its words need; the English `message` is rendered from the catalogue, and
 * the web translates the key (issue 29 §2).
 */
export const errorStatus = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  pin_locked: 403,
  benefit_locked: 403,
  not_found: 404,
  car_not_found: 404,
  transaction_not_found: 404,
  supplier_not_found: 404,
  brand_not_found: 404,
  model_not_found: 404,
  rental_not_found: 404,
  conflict: 409,
  already_exists: 409,
  email_taken: 409,
  setup_done: 409,
  car_not_rentable: 409,
  car_not_rented: 409,
  car_not_sold: 409,
  car_not_listable: 409,
  car_not_sellable: 409,
  car_rented: 409,
  car_sold: 409,
  rental_active: 409,
  rental_started: 409,
  rental_not_started: 409,
  rental_cancelled: 409,
  supplier_payment_choice_required: 409,
  transaction_locked: 409,
  pin_not_set: 409,
  incorrect_pin: 422,
  idempotency_key_reused: 422,
  invalid_token: 400,
  unsupported_file: 415,
  file_too_large: 413,
  too_many_images: 409,
  rate_limited: 429,
  username_taken: 409,
  mail_failed: 503,
  not_ready: 503,
  car_not_for_sale: 409,
  sale_not_found: 404,
  rate_plan_not_found: 404,
  booking_page_closed: 409,
  car_unavailable: 409,
  booking_request_not_found: 404,
  booking_request_closed: 409,
  invoice_not_found: 404,
  user_not_found: 404,
  own_account: 409,
  last_owner: 409,
  sign_in_delayed: 429,
  sign_in_locked: 429,
  customer_not_found: 404,
  customer_do_not_rent: 409,
  licence_taken: 409,
  booking_conflict: 409,
  rental_not_reserved: 409,
  rental_closed: 409,
  rental_not_out: 409,
  already_checked_out: 409,
  booking_over: 409,
  no_show_too_early: 409,
  car_not_bookable: 409,
  car_reserved: 409,
  car_blocked: 409,
  block_not_found: 404,
  total_too_large: 409,
  drawer_closed: 409,
  drawer_open: 409,
  drawer_in_future: 409,
  corrected_not_found: 404,
  service_not_found: 404,
  paper_not_found: 404,
  papers_lapsed: 409,
  fine_not_found: 404,
  fine_match_changed: 409,
  fine_not_owed: 409,
  fine_collected: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** a field's refusal: its path, the key and values of its message, and its English words */
export interface FieldError {
  path: string;
  message: string;
  key: MessageKey;
  values?: MessageValues;
}

/** a field's refusal as a rule writes it: its English words come from the catalogue */
export interface FieldRefusal {
  path: string;
  key: MessageKey;
  values?: MessageValues;
}

export function fieldError({ path, key, values }: FieldRefusal): FieldError {
  return {
    path,
    message: renderMessage(key, values),
    key,
    ...(values && Object.keys(values).length > 0 ? { values } : {}),
  };
}

/** a key and its values, or a message built already */
export function messageOf(said: MessageKey | Message, values: MessageValues = {}): Message {
  return typeof said === 'string' ? { key: said, values } : said;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly key: MessageKey;
  readonly values: MessageValues;
  readonly fields: FieldError[] | undefined;

  /** `said`: a message key (with `values`), or a message a rule built with its values */
  constructor(
    code: ErrorCode,
    said: MessageKey | Message,
    values: MessageValues = {},
    fields?: readonly FieldRefusal[],
  ) {
    const { key, values: all } = messageOf(said, values);
    super(renderMessage(key, all));
    this.name = 'DomainError';
    this.code = code;
    this.key = key;
    this.values = all;
    this.fields = fields?.map(fieldError);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** a refusal of one field: the answer's detail and the field say the same words */
export function fieldRefusal(
  code: ErrorCode,
  path: string,
  said: MessageKey | Message,
  values: MessageValues = {},
): DomainError {
  const message = messageOf(said, values);
  return new DomainError(code, message, {}, [{ path, ...message }]);
}
