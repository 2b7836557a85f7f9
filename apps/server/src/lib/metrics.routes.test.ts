import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const TOKEN = 'scrape-me-0123456789';

/** the value of one sample line of the Prometheus text ('name{labels} value') */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics (issue 17)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server.close());

  const scrape = (token = TOKEN) =>
    server.anonymous().request('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });

  it('answers only the bearer of the token, in the Prometheus text format', async () => {
    expect((await server.anonymous().get('/metrics')).status).toBe(401);
    const wrong = await scrape('scrape-me-0123456788');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('unauthenticated');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('counts and times requests per route pattern, never per id', async () => {
    const owner = await server.signedIn();
    const car = await insertCar(server.database.db, { dailyRate: 500_000 });
    for (let i = 0; i < 3; i++) expect((await owner.get(`/api/cars/${car.id}`)).status).toBe(200);
    expect((await owner.get('/api/cars/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const text = (await scrape()).body as string;
    expect(
      sample(text, 'http_requests_total', 'method="GET",route="/api/cars/:id",status="200"'),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total', 'method="GET",route="/api/cars/:id",status="404"'),
    ).toBe(1);
    expect(text).not.toContain(car.id);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/cars/:id",status="200"',
      ),
    ).toBe(3);
    // the scrapes themselves are not counted
    expect(text).not.toContain('route="/metrics"');
  });

  it('reads the business gauges when scraped: cars out and rentals overdue', async () => {
    const owner = await server.signedIn();
    const before = sample((await scrape()).body, 'cars_out') ?? -1;
    const car = await insertCar(server.database.db, { dailyRate: 500_000 });
    const now = server.clock.now().getTime();
    const rented = await owner.post(`/api/cars/${car.id}/rent`, {
      start: new Date(now).toISOString(),
      end: new Date(now + 3_600_000).toISOString(),
      customer: {
        name: 'Metrics Customer',
        contact: '+213 555 00 11 22',
        email: 'metrics@example.test',
        license: 'DL-METRICS',
        paymentType: 'after',
      },
    });
    expect(rented.status).toBe(201);
    let text = (await scrape()).body as string;
    expect(sample(text, 'cars_out')).toBe(before + 1);
    const overdue = sample(text, 'rentals_overdue') ?? -1;
    server.clock.advance(2 * 3_600_000);
    text = (await scrape()).body as string;
    expect(sample(text, 'rentals_overdue')).toBe(overdue + 1);
  });

  it('counts the screens following the event stream', async () => {
    const owner = await server.signedIn();
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/events`, {
      headers: { cookie: owner.cookie ?? '' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample((await scrape()).body, 'event_stream_clients')).toBe(1);
    controller.abort();
    await expect.poll(async () => sample((await scrape()).body, 'event_stream_clients')).toBe(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist (off by default)', async () => {
    const server = await startTestServer();
    try {
      const res = await server.anonymous().request('GET', '/metrics', undefined, {
        authorization: 'Bearer anything',
      });
      expect(res.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
