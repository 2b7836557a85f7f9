import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerHistoryRoutes(_api: Api, _deps: AppDeps): void {}
