import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../modules/auth/session-cookie.ts';
import { actingFor } from './actor.ts';
import type { Api, AppDeps } from './deps.ts';
import { answerMismatch } from './json-text.ts';
import {
  fileHeaders,
  type Operation,
  type OperationContext,
  type OperationInput,
  outcomeOf,
  retryAfterOf,
} from './operation.ts';
import { fromTable } from './route.ts';

/**
 * The Fastify adapter of the operations (lib/operation.ts): each is registered from its
 * route of the table (method, URL, zod schemas, OpenAPI text); the app's hooks check the
 * session and the permission as for any route; the answer goes out with the table's
 * status, a file with its headers, a refusal through the app's error handler.
 */

/** what only Fastify can do before an operation: read a multipart upload */
export interface HttpExtras {
  consumes?: string[];
  preValidation?: preValidationAsyncHookHandler;
}

function contextOf(
  deps: AppDeps,
  operationId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): OperationContext {
  return {
    deps,
    acting: actingFor(deps, request.session, operationId),
    session: request.session,
    clientAddress: request.ip,
    sessionCookie: {
      set: (token) => setSessionCookie(reply, deps.config, token),
      clear: () => clearSessionCookie(reply, deps.config),
    },
    logError: (error, message) => request.log.error({ err: error }, message),
  };
}

export function serveOperation(
  api: Api,
  deps: AppDeps,
  op: Operation,
  extras: HttpExtras = {},
): void {
  const { route } = op;
  const options = fromTable(route, {
    config: op.rateLimited
      ? { rateLimit: { max: deps.config.signInRateLimit, timeWindow: '1 minute' } }
      : {},
    ...(extras.consumes ? { consumes: extras.consumes } : {}),
  });
  // a creation that may find its thing already there answers 200 with the same schema
  const response =
    op.existing && route.answer ? { 200: route.answer, [route.status]: route.answer } : undefined;
  api.route({
    ...options,
    schema: response ? { ...options.schema, response } : options.schema,
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as OperationInput<typeof route>;
      let answer: unknown;
      try {
        answer = await op.run(input, contextOf(deps, route.operationId, request, reply));
      } catch (error) {
        const seconds = retryAfterOf(error);
        if (seconds !== undefined) reply.header('retry-after', String(seconds));
        throw error;
      }
      const outcome = outcomeOf(route, answer);
      reply.code(outcome.status);
      if ('json' in outcome) {
        const { text, bytes } = outcome.json;
        const mismatch =
          deps.config.checkAnswers && route.answer && answerMismatch(route.answer, text);
        if (mismatch) throw new Error(`${route.operationId}: ${mismatch}`);
        // the database's text as it is: a Buffer is never serialised again
        return reply.type('application/json; charset=utf-8').send(bytes);
      }
      if ('value' in outcome) return reply.send(outcome.value);
      const { body } = outcome.file.file;
      return reply
        .headers(fileHeaders(outcome.file))
        .send(
          body instanceof Uint8Array
            ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
            : body,
        );
    },
  } as never);
}

export function serveOperations(api: Api, deps: AppDeps, operations: readonly Operation[]): void {
  for (const op of operations) serveOperation(api, deps, op);
}
