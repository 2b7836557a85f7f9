import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerSalesRoutes(_api: Api, _deps: AppDeps): void {}
