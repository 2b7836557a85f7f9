import { pathOf } from '@car-rental/domain/contract/route';
import { systemRoutes } from '@car-rental/domain/contract/system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataMode } from './data-mode.ts';
import { reportReachable } from './offline/connection.ts';
import { probeServer } from './offline/sync.ts';
import { invalidateTopics } from './route-query.ts';

/** how long to wait before opening a new stream when the browser gave the old one up */
const REOPEN_MS = 2000;
/** after the stream dropped, the health probe retries after 1 s, 2 s, 4 s ... at most 30 s */
const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 30_000;

/**
 * Follows GET /api/events: after any committed write at any desk the server names what
 * changed, and every query of those topics is refetched. EventSource reconnects by itself
 * (the server asks for a retry after 2 s); when the browser gives a stream up (an error
 * answer instead of the stream), a new one is opened. Changes made while the stream was
 * down are caught up when it is back (every business answer is fetched again). Demo mode
 * has no server to follow: no stream.
 *
 * The stream is also how a screen where nobody writes learns that the server is gone: when
 * it drops, GET /api/health is probed at once (the amber banner shows if it gets no answer)
 * and again with back-off until the server answers, which takes the banner away.
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
    let probing = false;
    let probeWait: ReturnType<typeof setTimeout> | undefined;

    /** one probe loop at a time: the stream's own retries do not multiply the probes */
    const probeUntilAnswered = async () => {
      if (probing) return;
      probing = true;
      try {
        for (let delay = PROBE_FIRST_MS; !stopped; delay = Math.min(delay * 2, PROBE_MAX_MS)) {
          if (await probeServer()) break;
          await new Promise((resolve) => {
            probeWait = setTimeout(resolve, delay);
          });
        }
      } finally {
        probing = false;
      }
      // the server is back but the browser gave the stream up meanwhile: follow it again
      if (!stopped && source?.readyState === EventSource.CLOSED) {
        clearTimeout(reopen);
        open();
      }
    };

    const onReady = () => {
      // the stream is open: the server can be reached
      reportReachable();
      // a stream opened again after a break: what changed meanwhile was not announced
      if (connectedBefore) void invalidateTopics(queryClient);
      connectedBefore = true;
    };
    const onChange = (event: MessageEvent<string>) => {
      let topics: string[] = [];
      try {
        topics = (JSON.parse(event.data) as { topics: string[] }).topics;
      } catch {
        return;
      }
      if (topics.length > 0) void invalidateTopics(queryClient, topics);
    };
    const onError = () => {
      if (stopped) return;
      void probeUntilAnswered();
      if (source?.readyState !== EventSource.CLOSED) return;
      clearTimeout(reopen);
      reopen = setTimeout(open, REOPEN_MS);
    };
    function open() {
      source?.close();
      source = new EventSource(`/api${pathOf(systemRoutes.streamEvents)}`);
      source.addEventListener('ready', onReady);
      source.addEventListener('change', onChange);
      source.addEventListener('error', onError);
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      clearTimeout(probeWait);
      source?.close();
    };
  }, [follow, queryClient]);
}
