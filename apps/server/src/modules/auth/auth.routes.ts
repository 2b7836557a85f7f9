import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerAuthRoutes(_api: Api, _deps: AppDeps): void {}
