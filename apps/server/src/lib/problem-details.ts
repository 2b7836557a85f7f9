import { DomainError, type FieldError } from '@car-rental/domain/errors';
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
  detail: string;
  fields?: FieldError[];
}

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
  detail: string,
  fields?: FieldError[],
): Problem {
  return {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    code,
    detail,
    ...(fields ? { fields } : {}),
  };
}

/** Postgres errors a bad request can still cause, mapped instead of leaking as 500s */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgCode = (cause as { code?: unknown }).code;
  if (typeof pgCode !== 'string') return undefined;
  switch (pgCode) {
    case '23505':
      return new DomainError('conflict', 'This record conflicts with one that already exists.');
    case '23503':
      return new DomainError(
        'conflict',
        'This record is still referenced, or refers to a record that does not exist.',
      );
    case '23P01':
      // rentals_no_overlap: a booking the service's own check could not see (the last word)
      return new DomainError(
        'booking_conflict',
        'This car is already booked for part of this period.',
      );
    case '23514':
      return new DomainError('validation_failed', 'A value is out of its allowed range.');
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
    case '22021':
      return new DomainError('validation_failed', 'A value is not valid.');
    case '40001':
    case '40P01':
      return new DomainError('conflict', 'Another change happened at the same time; try again.');
    default:
      return undefined;
  }
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  fields?: FieldError[],
): FastifyReply {
  const problem = problemOf(status, code, detail, fields);
  return reply.code(status).type('application/problem+json').send(JSON.stringify(problem));
}
