import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerSupplierRoutes(_api: Api, _deps: AppDeps): void {}
