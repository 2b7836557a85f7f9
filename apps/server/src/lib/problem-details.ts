import { DomainError, type FieldError } from '@car-rental/domain/errors';
import {
  isMessageKey,
  type MessageKey,
  type MessageValues,
  readMessage,
  renderMessage,
} from '@car-rental/domain/messages';
import { TOTALS_TOO_LARGE } from '@car-rental/domain/money';
import type { FastifyReply } from 'fastify';

/**
 * The API's one error shape, with no web framework in it: the server's error handler and
 * the demo's in-browser dispatcher both answer with it.
 */
/** RFC 9457 problem details, the one error shape of the API */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  /** the English words of the refusal, rendered from the catalogue (messages.ts) */
  detail: string;
  /** the refusal's message key and its values: what the web translates (issue 29 §2) */
  key?: MessageKey;
  values?: MessageValues;
  fields?: FieldError[];
}

/**
 * What a refusal says: a message key of the catalogue (with its values), or, for a refusal
 * the framework words itself (a body parser's, a plugin's), its own English sentence.
 */
export type ProblemMessage = MessageKey | { key: MessageKey; values: MessageValues } | string;

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** the problem+json body of a refusal */
export function problemOf(
  status: number,
  code: string,
  message: ProblemMessage,
  fields?: FieldError[],
): Problem {
  const said =
    typeof message !== 'string'
      ? message
      : isMessageKey(message)
        ? { key: message, values: {} }
        : undefined;
  return {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    code,
    detail: said ? renderMessage(said.key, said.values) : (message as string),
    ...(said ? { key: said.key, values: said.values } : {}),
    ...(fields ? { fields } : {}),
  };
}

/** a DomainError's answer: its code, key and values, its English words and its fields */
export function problemOfDomainError(error: DomainError): Problem {
  return problemOf(error.status, error.code, error, error.fields);
}

/**
 * One field of a schema's refusal: the schema's message is a key of the catalogue (or
 * zod's own issue read as one, lib zod-messages.ts), told in English beside its key.
 */
export function schemaFieldError(path: string, message: string | undefined): FieldError {
  const said = readMessage(message ?? '') ?? { key: 'fields.invalidValue' as const, values: {} };
  return {
    path,
    message: renderMessage(said.key, said.values),
    key: said.key,
    ...(Object.keys(said.values).length > 0 ? { values: said.values } : {}),
  };
}

/** a schema's refusal: 400 validation_failed, the first field's words as the detail */
export function validationProblemOf(fields: FieldError[]): Problem {
  const first = fields[0];
  return problemOf(
    400,
    'validation_failed',
    first ? { key: first.key, values: first.values ?? {} } : 'details.invalidRequest',
    fields,
  );
}

/** Postgres errors a bad request can still cause, mapped instead of leaking as 500s */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgCode = (cause as { code?: unknown }).code;
  if (typeof pgCode !== 'string') return undefined;
  switch (pgCode) {
    case '23505':
      return new DomainError('conflict', 'details.recordConflict');
    case '23503':
    case '23001':
      // a foreign key, or its ON DELETE RESTRICT (an entry a correction names, issue 31)
      return new DomainError('conflict', 'details.recordReferenced');
    case '23P01':
      // rentals_no_overlap: a booking the service's own check could not see (the last word)
      return new DomainError('booking_conflict', 'details.periodBooked');
    case '23514':
      return new DomainError('validation_failed', 'details.valueOutOfRange');
    case 'DR001':
      // fund_drawer_guard (migration 0018): an entry into, or a change to, a closed drawer
      return new DomainError('drawer_closed', 'details.drawerClosed');
    case 'TT001':
      // fund_total_within (migration 0029): a fund total past MAX_TOTAL (issue 28 §3)
      return new DomainError('total_too_large', TOTALS_TOO_LARGE);
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
    case '22021':
      return new DomainError('validation_failed', 'details.valueNotValid');
    case '40001':
    case '40P01':
      return new DomainError('conflict', 'details.concurrentChange');
    default:
      return undefined;
  }
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  message: ProblemMessage,
  fields?: FieldError[],
): FastifyReply {
  return sendProblemOf(reply, problemOf(status, code, message, fields));
}

/** sends a problem+json body as it is */
export function sendProblemOf(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}
