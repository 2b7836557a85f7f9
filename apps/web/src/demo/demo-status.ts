import { useSyncExternalStore } from 'react';
import type { DemoStep } from './worker/demo-protocol.ts';

/**
 * Where the demo's start stands, for the screens: a few bytes loaded with the app, while
 * the demo itself (demo-client.ts, the worker, PGlite) loads only when the demo starts.
 */
export type DemoStatus =
  | { state: 'idle' }
  | { state: 'starting'; step: DemoStep }
  | { state: 'ready'; ms: number }
  | { state: 'busy' }
  | { state: 'failed'; message: string };

let status: DemoStatus = { state: 'idle' };
const listeners = new Set<() => void>();

export function demoStatus(): DemoStatus {
  return status;
}

export function setDemoStatus(next: DemoStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDemoStatus(): DemoStatus {
  return useSyncExternalStore(subscribe, demoStatus);
}
