import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataMode } from './data-mode.ts';

/** how long to wait before opening a new stream when the browser gave the old one up */
const REOPEN_MS = 2000;

function refreshData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}

/**
 * Follows GET /api/events: after any committed write at any desk the server names what
 * changed, and every query of those topics is refetched. EventSource reconnects by itself
 * (the server asks for a retry after 2 s); when the browser gives a stream up (an error
 * answer instead of the stream), a new one is opened. Changes made while the stream was
 * down are caught up when it is back. Demo mode has no server to follow: no stream.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  const mode = useDataMode();
  const follow = enabled && mode === 'server';
  useEffect(() => {
    if (!follow) return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    let stopped = false;

    const onReady = () => {
      // a stream opened again after a break: what changed meanwhile was not announced
      if (connectedBefore) refreshData(queryClient);
      connectedBefore = true;
    };
    const onChange = (event: MessageEvent<string>) => {
      let topics: string[] = [];
      try {
        topics = (JSON.parse(event.data) as { topics: string[] }).topics;
      } catch {
        return;
      }
      if (topics.length > 0) refreshData(queryClient);
    };
    const onError = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      clearTimeout(reopen);
      reopen = setTimeout(open, REOPEN_MS);
    };
    function open() {
      source?.close();
      source = new EventSource('/api/events');
      source.addEventListener('ready', onReady);
      source.addEventListener('change', onChange);
      source.addEventListener('error', onError);
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [follow, queryClient]);
}
