import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerBrandRoutes(_api: Api, _deps: AppDeps): void {}
