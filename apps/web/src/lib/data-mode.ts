import { useSyncExternalStore } from 'react';

/**
 * Demo mode (spec §4 "Data mode"): a local store in this browser, no request to the server's
 * data. The flag survives a reload, like the demo data itself; signing out leaves demo mode
 * (the demo data stays in localStorage, so a later demo sign-in finds it).
 */
const KEY = 'car_rental_demo_mode';

/** 'demo': the local demo store answers every request; 'server': the API does */
export type DataMode = 'demo' | 'server';

const listeners = new Set<() => void>();

function announce() {
  for (const listener of listeners) listener();
}

export function isDemoMode(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function enterDemoMode() {
  localStorage.setItem(KEY, '1');
  announce();
}

export function leaveDemoMode() {
  localStorage.removeItem(KEY);
  announce();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab signing in or out of the demo changes the flag too
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** the data mode, for components: re-renders when sign-in or sign-out changes it */
export function useDataMode(): DataMode {
  return useSyncExternalStore(subscribe, () => (isDemoMode() ? 'demo' : 'server'));
}
