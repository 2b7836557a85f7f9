import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerCarRoutes(_api: Api, _deps: AppDeps): void {}
