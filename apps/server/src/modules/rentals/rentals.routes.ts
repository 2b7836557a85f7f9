import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerRentalRoutes(_api: Api, _deps: AppDeps): void {}
