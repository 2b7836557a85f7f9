import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerFundRoutes(_api: Api, _deps: AppDeps): void {}
