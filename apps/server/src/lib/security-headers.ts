import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sendProblem } from './problem.ts';

/**
 * The page may run only its own scripts (Vite's build has no inline script) and compile
 * WebAssembly ('wasm-unsafe-eval', which allows WebAssembly and nothing else: the demo's
 * PGlite is WebAssembly; script eval stays refused), never be
 * framed, never embed plugins. Styles allow inline attributes (dialogs position themselves
 * with them); images may come from any https/http URL, since the car form takes image URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** answers that carry someone's business data: never kept by a browser or a proxy */
const isPrivateApi = (url: string) => url === '/api' || url.startsWith('/api/');

function setHeaders(raw: ServerResponse, url: string, https: boolean): void {
  raw.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  raw.setHeader('x-content-type-options', 'nosniff');
  raw.setHeader('referrer-policy', 'no-referrer');
  raw.setHeader('x-frame-options', 'DENY');
  raw.setHeader('cross-origin-opener-policy', 'same-origin');
  raw.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) raw.setHeader('strict-transport-security', HSTS);
  if (isPrivateApi(url)) raw.setHeader('cache-control', 'no-store');
}

/**
 * Sets the security headers of every answer, once, before any route runs: they are set on
 * the raw response, so an error, a 404, a static file and a hijacked stream (server-sent
 * events) all carry them. A route that sets its own value (an image's stricter CSP, a
 * file's cache policy) still wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'appUrl'>) {
  const https = config.appUrl.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    setHeaders(reply.raw, request.url, https);
  });
}

/**
 * Fastify's router refuses some URLs before any hook runs (a path parameter over 100
 * characters, a malformed URL): answer those as problem+json with the headers too.
 * Pass it as the `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(config: Pick<Config, 'appUrl'>) {
  const https = config.appUrl.startsWith('https://');
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(reply.raw, request.url, https);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    return sendProblem(reply, status, 'bad_request', 'details.urlNotValid');
  };
}
