import { systemRoutes } from '@car-rental/domain/contract/system';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { readinessCheck } from './readiness.service.ts';

/** GET /api/ready: readiness (the database answers, migrated); /api/health stays liveness */
export function registerReadinessRoutes(api: Api, deps: AppDeps): void {
  const ready = readinessCheck(deps.db);
  api.route({
    ...fromTable(systemRoutes.ready),
    handler: async () => ready(),
  });
}
