import type { Api, AppDeps } from '../../lib/deps.ts';
import { readinessCheck } from './readiness.service.ts';

/** GET /api/ready: readiness (the database answers, migrated); /api/health stays liveness */
export function registerReadinessRoutes(api: Api, deps: AppDeps): void {
  const ready = readinessCheck(deps.db);
  api.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'ready',
        tags: ['system'],
        summary:
          'Readiness: 200 when the database answers within 2 s with every migration applied, 503 not_ready otherwise',
      },
    },
    async () => ready(),
  );
}
