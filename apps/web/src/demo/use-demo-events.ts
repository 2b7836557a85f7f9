import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataMode } from '../lib/data-mode.ts';
import { invalidateTopics } from '../lib/route-query.ts';

/**
 * The demo's /api/events: the worker names what each committed write changed, with the
 * server's topics, and the screens showing it refetch, as they do for the server's stream.
 */
export function useDemoEvents() {
  const queryClient = useQueryClient();
  const demo = useDataMode() === 'demo';
  useEffect(() => {
    if (!demo) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./demo-client.ts').then(({ onDemoTopics }) => {
      if (stopped) return;
      stop = onDemoTopics((topics) => {
        if (topics.length > 0) void invalidateTopics(queryClient, topics);
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [demo, queryClient]);
}
