import type { SessionUser } from '@car-rental/domain/contract/auth';

/** where the demo data lives in localStorage (spec §9) */
export const DEMO_STORAGE_KEY = 'car_rental_admin_db_v1';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

/**
 * The simulated user of demo mode. Its id is a fixed UUID (not 'demo') because the API's
 * user answer requires a UUID and the demo answers must parse with the real schemas.
 */
export const DEMO_USER: SessionUser = {
  id: '00000000-0000-4000-8000-00000000d3e0',
  email: 'demo@demo.local',
  username: 'demo',
  displayName: 'Demo User',
  role: 'owner',
};

/** the sign-in form's credentials that start demo mode instead of signing in */
export function isDemoCredentials(identifier: string, password: string): boolean {
  return identifier.trim().toLowerCase() === DEMO_USERNAME && password === DEMO_PASSWORD;
}
