import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 17: one id per request, in every log line of that request (Fastify's `reqId`) and in
 * the X-Request-Id answer header, so that a user's report, a proxy's log and the server's
 * log lines meet. A proxy's or a client's X-Request-Id is kept when it is a plain token;
 * anything else (a newline, a long string, spaces, quotes) is replaced by a new UUID, so
 * that no caller can forge log lines or bloat them. A UUID, not Fastify's `req-1` counter:
 * several processes behind one proxy never hand out the same id.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** what an incoming id may be: up to 64 letters, digits, dots, underscores and dashes */
export const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the caller's id when it is sane, else a new UUID */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/**
 * Sends the id back on every answer. It is set on the raw response before any route runs, so
 * an error (problem+json), a 404, a static file and a hijacked stream all carry it.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
}

/** wraps Fastify's `frameworkErrors` (answered before any hook runs) to send the id too */
export function withRequestId(
  handler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    return handler(error, request, reply);
  };
}
