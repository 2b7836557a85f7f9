import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Api, AppDeps } from './lib/deps.ts';
import { registerMetrics } from './lib/metrics.ts';
import { refuseNulText } from './lib/nul-text.ts';
import { withRefusals } from './lib/openapi-refusals.ts';
import { errorHandler, sendProblem } from './lib/problem.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { registerRequestIdHeader, requestIdOf, withRequestId } from './lib/request-id.ts';
import { frameworkErrors, registerSecurityHeaders } from './lib/security-headers.ts';
import { answerSerializerCompiler } from './lib/serializer.ts';
import { serveOperations } from './lib/serve-fastify.ts';
import { apiOperations } from './modules/api-modules.ts';
import { requirePermission, requireSession } from './modules/auth/auth-hook.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { registerIdempotency } from './modules/idempotency/idempotency.ts';
import { registerKeyPurge } from './modules/idempotency/idempotency-purge.ts';
import { registerReadinessRoutes } from './modules/readiness/readiness.routes.ts';
import { registerUploadFiles, registerUploadRoutes } from './modules/uploads/uploads.routes.ts';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many hops from the socket */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole server from its dependencies; tests and server.ts both call this. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // each request's log lines carry its id (`reqId`), also sent back as X-Request-Id
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    frameworkErrors: withRequestId(frameworkErrors(deps.config)),
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app, deps.config);
  registerRequestIdHeader(app);
  const streams = new Set<() => void>();
  registerMetrics(app, deps, { eventStreams: () => streams.size });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  // counted in the database, so that several processes on one PostgreSQL count as one
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Car rental & resale admin API',
        description:
          'Every data action of the dashboard. Amounts are integer centimes of Algerian dinar (DZD); times are ISO 8601 UTC. Sign in with POST /api/auth/sign-in; the session travels in the httpOnly `sid` cookie.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      servers: [{ url: deps.config.appUrl, description: 'this server (APP_URL)' }],
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withRefusals(document.openapiObject) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api: Api) => {
      api.addHook('onRequest', requireSession(deps));
      api.addHook('onRequest', requirePermission);
      api.addHook('preValidation', refuseNulText);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      registerReadinessRoutes(api, deps);
      registerIdempotency(api, deps);
      serveOperations(api, deps, apiOperations);
      registerUploadRoutes(api, deps);
      registerEventRoutes(api, deps, streams);
    },
    { prefix: '/api' },
  );

  registerUploadFiles(app, deps);
  registerKeyPurge(app, deps);

  const webDist = deps.config.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // the build writes each script and style sheet also as .br and .gz (issue 34: a phone on
    // 3G loads the booking page's 90 kB of gzipped JavaScript, not its 280 kB)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
    });
  }
  // issue 34: the customers' booking page, a bundle of its own (book.html, decision 0048)
  if (hasWeb && existsSync(join(webDist, 'book.html'))) {
    const bookPage = (_: unknown, reply: FastifyReply) =>
      reply.type('text/html').sendFile('book.html');
    app.get('/book', { schema: { hide: true } }, bookPage);
    app.get('/book/status/:token', { schema: { hide: true } }, bookPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendProblem(reply, 404, 'not_found', {
      key: 'details.noRoute',
      values: { method: request.method, path },
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
