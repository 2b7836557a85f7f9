import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerIdempotency(_api: Api, _deps: AppDeps): void {}
