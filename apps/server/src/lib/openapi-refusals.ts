import { permissions } from '@car-rental/domain/auth/permissions';
import type { RouteSpec } from '@car-rental/domain/contract/route';
import { routes } from '@car-rental/domain/contract/routes';
import { errorStatus } from '@car-rental/domain/errors';

/**
 * The refusals of the route table in the OpenAPI document: every operation lists the
 * problem+json answers it can give, each status with the codes that status carries
 * (`errorStatus`, the one vocabulary), so a client generated from the document knows the
 * shape of a refusal. Which statuses an operation can answer follows from what the route
 * table says of it:
 *
 * - 400 `validation_failed` when it takes parameters, a query or a body;
 * - 401 when it needs a session;
 * - 403 when it is a write (a cross-site write is refused, and services narrow some writes
 *   to a role) or a read above the agent's role, or the PIN-locked benefit;
 * - 404 when its path names a record;
 * - 409 and 422 for writes (a conflict with a record, a reused idempotency key);
 * - 413 and 415 for uploads; 429 for the rate-limited sign-in routes; 503 for mail and
 *   readiness.
 *
 * Four public reads take nothing and refuse nothing a client sent (liveness, readiness, the
 * public configuration, whether the first account exists): `NO_CLIENT_ERROR` names them, and a test checks that they answer
 * without a 4xx whatever is sent. Readiness may answer 503.
 */
export const NO_CLIENT_ERROR = ['health', 'ready', 'getClientConfig', 'getSetupStatus'] as const;

/** the routes answered with 429 past the sign-in rate limit (modules/auth/auth.routes.ts) */
export const RATE_LIMITED = [
  'createOwner',
  'signIn',
  'sendPasswordResetEmail',
  'resetPassword',
] as const;

const MAILS = ['sendPasswordResetEmail'];
const UPLOADS = ['uploadImage', 'attachLicencePhoto'];

const descriptions: Record<number, string> = {
  400: 'The request is not valid: `fields` names each wrong field.',
  401: 'No session, or it ended: sign in again.',
  403: 'This account may not do this, or the write came from another site.',
  404: 'The record named in the path does not exist.',
  409: 'The record is not in a state that allows this.',
  413: 'The file is larger than allowed.',
  415: 'The file is not an image the product takes.',
  422: 'The request cannot be applied as sent (a wrong PIN, an idempotency key reused).',
  429: 'Too many tries: wait as `Retry-After` says.',
  503: 'A service the answer needs is unavailable.',
};

/** every code of a status, from the one vocabulary */
function codesOf(status: number): string[] {
  return Object.entries(errorStatus)
    .filter(([, s]) => s === status)
    .map(([code]) => code)
    .sort();
}

export function refusalStatuses(route: RouteSpec): number[] {
  const { operationId } = route;
  const write = route.method !== 'GET';
  const statuses = new Set<number>();
  if (route.params || route.query || route.body) statuses.add(400);
  if (!route.public) statuses.add(401);
  const permission = permissions[operationId];
  if (write || permission === 'manager' || permission === 'owner') statuses.add(403);
  if (operationId === 'getTotalBenefit') statuses.add(403);
  if (route.params) statuses.add(404);
  if (write) {
    statuses.add(409);
    statuses.add(422);
  }
  if (UPLOADS.includes(operationId)) {
    statuses.add(413);
    statuses.add(415);
  }
  if ((RATE_LIMITED as readonly string[]).includes(operationId)) statuses.add(429);
  if (MAILS.includes(operationId) || operationId === 'ready') statuses.add(503);
  return [...statuses].sort();
}

const messageValues = {
  type: 'object',
  description: 'the values the message needs (a name, a date, a limit; `count` picks a plural)',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  example: { max: 100 },
};

const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details: the one shape of every refusal.',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', example: 'Conflict' },
    status: { type: 'integer', example: 409 },
    code: { type: 'string', description: 'what was refused, stable across versions' },
    detail: { type: 'string', description: 'the refusal in English, for a person' },
    key: {
      type: 'string',
      description:
        'the message key of `detail` in the product catalogue, stable across versions: a client translates it with `values` (absent when the framework worded the refusal)',
      example: 'details.notSellable',
    },
    values: messageValues,
    fields: {
      type: 'array',
      description: 'with `validation_failed`: each field refused and why',
      items: {
        type: 'object',
        required: ['path', 'message', 'key'],
        properties: {
          path: { type: 'string', example: 'body.customerLicense' },
          message: { type: 'string', description: 'in English, for a person' },
          key: { type: 'string', description: 'its message key', example: 'fields.tooLong' },
          values: messageValues,
        },
      },
    },
  },
};

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type Document = {
  servers?: unknown[];
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

const responseName = (status: number) => `Problem${status}`;

/** @fastify/swagger's transformObject: adds the refusals to the document it built */
export function withRefusals<D extends object>(document: D): D {
  const doc = document as Document;
  const byOperation = new Map<string, RouteSpec>(
    Object.values(routes as Record<string, RouteSpec>).map((route) => [route.operationId, route]),
  );
  const used = new Set<number>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const route = operation.operationId ? byOperation.get(operation.operationId) : undefined;
      if (!route) continue;
      for (const status of refusalStatuses(route)) {
        used.add(status);
        operation.responses = {
          ...operation.responses,
          [status]: { $ref: `#/components/responses/${responseName(status)}` },
        };
      }
    }
  }
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, Problem: problemSchema },
    responses: {
      ...doc.components?.responses,
      ...Object.fromEntries(
        [...used].sort().map((status) => [
          responseName(status),
          {
            description: descriptions[status] ?? 'Refused.',
            content: {
              'application/problem+json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/Problem' },
                    { type: 'object', properties: { code: { enum: codesOf(status) } } },
                  ],
                },
              },
            },
          },
        ]),
      ),
    },
  };
  return document;
}
