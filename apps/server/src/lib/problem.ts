import { DomainError, errorStatus } from '@car-rental/domain/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  fromDatabaseError,
  problemOfDomainError,
  schemaFieldError,
  sendProblem,
  sendProblemOf,
  validationProblemOf,
} from './problem-details.ts';

export { type Problem, sendProblem } from './problem-details.ts';

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) return sendProblemOf(reply, problemOfDomainError(error));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) =>
      schemaFieldError(
        [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        issue.message,
      ),
    );
    return sendProblemOf(reply, validationProblemOf(fields));
  }
  const mapped = fromDatabaseError(error);
  if (mapped) return sendProblemOf(reply, problemOfDomainError(mapped));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 429 ? 'rate_limited' : (error.code?.toLowerCase() ?? 'bad_request');
    return sendProblem(reply, status, code, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, 500, 'internal_error', 'details.internalError');
}

export { errorStatus };
