import { DomainError, errorStatus } from '@car-rental/domain/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromDatabaseError, sendProblem } from './problem-details.ts';

export { type Problem, sendProblem } from './problem-details.ts';

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
