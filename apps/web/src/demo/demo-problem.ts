import {
  DomainError,
  type ErrorCode,
  errorStatus,
  type FieldError,
} from '@car-rental/domain/errors';
import type { z } from 'zod';

/** what the demo server throws where the real server answers problem+json */
export class DemoProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields?: FieldError[];

  constructor(
    status: number,
    code: string,
    detail: string,
    fields?: FieldError[],
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'DemoProblem';
    this.status = status;
    this.code = code;
    this.detail = detail;
    if (fields) this.fields = fields;
  }
}

/** an unexpected failure, answered like the server's 500: nothing internal in the text */
export function internalProblem(cause: unknown): DemoProblem {
  return new DemoProblem(500, 'internal_error', 'Something went wrong on the server.', undefined, {
    cause,
  });
}

export function isDemoProblem(value: unknown): value is DemoProblem {
  return value instanceof DemoProblem;
}

/** a refusal with a code of the domain's vocabulary, at that code's status */
export function refusal(code: ErrorCode, detail: string, fields?: FieldError[]): DemoProblem {
  return new DemoProblem(errorStatus[code], code, detail, fields);
}

/** a rule's DomainError as the server's error handler would answer it */
export function fromDomainError(error: DomainError): DemoProblem {
  return new DemoProblem(error.status, error.code, error.message, error.fields);
}

export function isDomainRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export const DEMO_READ_ONLY =
  'Demo Mode: This action is not allowed in demo mode. Please contact the administrator for full access.';

export function demoReadOnly(): DemoProblem {
  return new DemoProblem(403, 'demo_read_only', DEMO_READ_ONLY);
}

export type InputPart = 'params' | 'body' | 'querystring';

/**
 * Parses a request part with the route's own zod schema and refuses like the server's
 * validator: 400 validation_failed, the first message as detail, every issue as a field
 * whose path starts with the part ('body.customer.name').
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
  const first = fields[0]?.message ?? 'Invalid request';
  throw new DemoProblem(400, 'validation_failed', first, fields);
}
