import { systemRoutes } from '@car-rental/domain/contract/system';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';

const HEARTBEAT_MS = 25_000;

/** Server-sent events: one `change` event naming the topics after every committed write. */
export function registerEventRoutes(
  api: Api,
  deps: AppDeps,
  /** the streams open now, each by its way to end it (counted by /metrics) */
  open = new Set<() => void>(),
): void {
  api.addHook('preClose', async () => {
    for (const end of open) end();
  });
  api.route({
    ...fromTable(systemRoutes.streamEvents),
    handler: (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      res.write(`event: ready\ndata: {}\n\n`);
      const unsubscribe = deps.events.subscribe((event) => {
        // the screens refetch by topic: the cars an event names stay on the server
        const { topics, at } = event;
        res.write(`event: change\ndata: ${JSON.stringify({ topics, at })}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', close);
    },
  });
}
