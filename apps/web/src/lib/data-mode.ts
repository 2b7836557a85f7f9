/**
 * Demo mode (spec §4 "Data mode"): a local store in this browser, no request to the server's
 * data. The flag survives a reload, like the demo data itself; signing out leaves demo mode.
 */
const KEY = 'car_rental_demo_mode';

export function isDemoMode(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function enterDemoMode() {
  localStorage.setItem(KEY, '1');
}

export function leaveDemoMode() {
  localStorage.removeItem(KEY);
}
