import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** reads server-sent events from a stream until `count` change events arrived */
async function collectChanges(
  url: string,
  cookie: string,
  count: number,
  act: () => Promise<void>,
) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { topics: string[] }[] = [];
  // wait for the stream's first frame before acting
  while (!buffer.includes('event: ready')) buffer += decoder.decode((await reader.read()).value);
  await act();
  const deadline = Date.now() + 5000;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value);
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (frame.includes('event: change') && data) events.push(JSON.parse(data.slice(6)));
    }
  }
  controller.abort();
  return events;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/events', () => {
  it('names what changed after a committed write', async () => {
    const client = await server.signedIn();
    const events = await collectChanges(server.url, client.cookie!, 1, async () => {
      const res = await client.post('/api/suppliers', { name: 'Events Supplier' });
      expect(res.status).toBe(201);
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.topics).toContain('suppliers');
  });

  it('names the topics and the time, not the cars a write names (those stay on the server)', async () => {
    const client = await server.signedIn();
    const events = await collectChanges(server.url, client.cookie!, 1, async () => {
      server.events.publish(['rentals'], ['a-car']);
    });
    expect(events).toEqual([{ topics: ['rentals'], at: expect.any(String) }]);
  });

  it('announces nothing for a refused write', async () => {
    const client = await server.signedIn();
    const events = await collectChanges(server.url, client.cookie!, 1, async () => {
      expect((await client.post('/api/suppliers', { name: '' })).status).toBe(400);
      expect(
        (
          await client.post('/api/fund/transactions', {
            type: 'add_money',
            amount: 100,
            description: 'x',
            category: 'other',
          })
        ).status,
      ).toBe(201);
    });
    // events arrive in order: had the refused supplier announced anything, it would come first
    expect(events.map((event) => event.topics)).toEqual([expect.arrayContaining(['fund'])]);
  });
});
