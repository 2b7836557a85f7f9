import type { Api, AppDeps } from '../../lib/deps.ts';

export function registerUploadRoutes(_api: Api, _deps: AppDeps): void {}
