import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Follows GET /api/events: after any committed write at any desk the server names what
 * changed, and every query of those topics is refetched. EventSource reconnects by itself.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/events');
    const onChange = (event: MessageEvent<string>) => {
      let topics: string[] = [];
      try {
        topics = (JSON.parse(event.data) as { topics: string[] }).topics;
      } catch {
        return;
      }
      if (topics.length === 0) return;
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'auth',
      });
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [enabled, queryClient]);
}
