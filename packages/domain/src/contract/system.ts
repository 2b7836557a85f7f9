import { z } from 'zod';
import { defineRoute } from './route.ts';

/** what the web app needs before sign-in */
export const clientConfig = z.object({
  /** the IANA zone the business's days start in, e.g. Africa/Algiers */
  businessTimezone: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfig>;

const tags = ['system'];

/**
 * The system's routes (see route.ts): liveness, readiness, the client's configuration and
 * the live change stream. Health and readiness are read by their status alone (probes),
 * so they keep no answer schema; the stream is not JSON.
 */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    operationId: 'health',
    tags,
    summary: 'Liveness: the process answers; never touches the database (see /api/ready)',
    status: 200,
    public: true,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    operationId: 'ready',
    tags,
    summary:
      'Readiness: 200 when the database answers within 2 s with every migration applied, 503 not_ready otherwise',
    status: 200,
    public: true,
  }),
  getClientConfig: defineRoute({
    method: 'GET',
    path: '/config',
    operationId: 'getClientConfig',
    tags,
    summary: 'What the web app needs before sign-in: the business time zone',
    status: 200,
    answer: clientConfig,
    public: true,
  }),
  streamEvents: defineRoute({
    method: 'GET',
    path: '/events',
    operationId: 'streamEvents',
    tags,
    summary: 'Live changes: a server-sent event stream naming what changed after every write',
    description:
      'text/event-stream. After every committed write: `event: change` with data `{"topics":[...],"at":"..."}`.',
    status: 200,
  }),
};
