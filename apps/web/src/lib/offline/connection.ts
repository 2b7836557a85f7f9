import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isDemoMode } from '../data-mode.ts';

/**
 * Whether the server can be reached (spec §4 "Data mode": online, or the offline fallback
 * that retries every 30 seconds; connection states loading, error, reconnecting).
 * Fed by the API client (a request that got no answer, or any answer at all), by the
 * browser's online/offline events and by the reconnect attempts of sync.ts.
 */
export type ConnectionStatus = 'online' | 'reconnecting' | 'offline';

/** why the app is offline: each has its spec §8 connection-banner message */
export type OfflineReason = 'offline' | 'timeout' | 'permission' | 'notFound' | 'failed';

export interface ConnectionState {
  status: ConnectionStatus;
  reason: OfflineReason | null;
  /** the error text of the last failed attempt ('Connection timeout after 10 seconds') */
  detail: string | null;
}

const listeners = new Set<() => void>();
let state: ConnectionState = initialState();

function initialState(): ConnectionState {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? { status: 'offline', reason: 'offline', detail: null }
    : { status: 'online', reason: null, detail: null };
}

function set(next: ConnectionState) {
  if (
    next.status === state.status &&
    next.reason === state.reason &&
    next.detail === state.detail
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

export function getConnection(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * the server answered (any status): it can be reached. While the browser itself says it is
 * offline, a late answer to a request sent before does not count.
 */
export function reportReachable() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  set({ status: 'online', reason: null, detail: null });
}

/** a request got no answer: the app works from its stored data until the server is back */
export function reportUnreachable(reason: OfflineReason, detail: string | null = null) {
  set({ status: 'offline', reason, detail });
}

/** a reconnect attempt is under way ('Connecting...') */
export function reportReconnecting() {
  if (state.status === 'online') return;
  set({ ...state, status: 'reconnecting' });
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnection);
}

let reconnectHandler: (() => void) | undefined;

/** sync.ts registers how to try the server again now */
export function onReconnectRequest(handler: () => void) {
  reconnectHandler = handler;
}

/** asks for a reconnect attempt (a write was just queued while offline) */
export function requestReconnect() {
  reconnectHandler?.();
}

/**
 * TanStack Query fetches only while this store says online: offline, queries pause with the
 * data they had (and resume on reconnect) instead of failing. Demo mode never needs the server.
 */
export function bindQueryOnlineState() {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(isDemoMode() || state.status === 'online');
    update();
    return subscribeConnection(update);
  });
}
