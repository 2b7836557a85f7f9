/**
 * The demo's published credentials (spec §5): signing in with them starts demo mode, where
 * the demo's worker answers, and its seed made this account (worker/demo-seed.ts).
 */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

/** the sign-in form's credentials that start demo mode instead of signing in on the server */
export function isDemoCredentials(identifier: string, password: string): boolean {
  return identifier.trim().toLowerCase() === DEMO_USERNAME && password === DEMO_PASSWORD;
}
