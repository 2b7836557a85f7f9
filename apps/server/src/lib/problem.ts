import { DomainError, errorStatus, type FieldError } from '@car-rental/domain/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  fields?: FieldError[],
): FastifyReply {
  const problem: Problem = {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    code,
    detail,
    ...(fields ? { fields } : {}),
  };
  return reply.code(status).type('application/problem+json').send(JSON.stringify(problem));
}

/** Postgres errors a bad request can still cause, mapped instead of leaking as 500s */
function fromDatabaseError(error: unknown): DomainError | undefined {
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

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    return sendProblem(reply, error.status, error.code, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    const first = fields[0]?.message ?? 'Invalid request';
    return sendProblem(reply, 400, 'validation_failed', first, fields);
  }
  const mapped = fromDatabaseError(error);
  if (mapped) return sendProblem(reply, mapped.status, mapped.code, mapped.message);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 429 ? 'rate_limited' : (error.code?.toLowerCase() ?? 'bad_request');
    return sendProblem(reply, status, code, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, 500, 'internal_error', 'Something went wrong on the server.');
}

export { errorStatus };
