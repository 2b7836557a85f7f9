import { randomUUID } from 'node:crypto';
import { topics as everyTopic } from '@car-rental/domain/contract/topics';
import pg from 'pg';
import { type ChangeEvent, changeEvent, type EventBus, type Topic } from './event-bus.ts';

const CHANNEL = 'car_rental_changes';
const RECONNECT_MS = 1000;

export interface PgEventBus extends EventBus {
  /** resolves once the LISTEN connection is established */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Events fanned out through PostgreSQL LISTEN/NOTIFY, so that several server processes on one
 * database behave as one: a write on any process reaches the screens of every process.
 * Local listeners hear their own process's events at once, when the write publishes them
 * (before its HTTP answer is sent: a reader on this process sees its write, decision 0050),
 * and the other processes' through NOTIFY; a process skips the NOTIFY of its own events.
 */
export function createPgEventBus(
  connectionString: string,
  now: () => Date = () => new Date(),
  log: (message: string) => void = () => {},
): PgEventBus {
  const listeners = new Set<(event: ChangeEvent) => void>();
  /** this bus's own events come back through NOTIFY with it: they were delivered already */
  const origin = randomUUID();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (error) => log(`event publisher: ${error.message}`));
  let listener: pg.Client | undefined;
  let listenedBefore = false;
  let closed = false;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      let event: ChangeEvent;
      try {
        const { topics, at, cars, from } = JSON.parse(message.payload) as ChangeEvent & {
          from?: string;
        };
        if (from === origin) return;
        event = Array.isArray(cars) ? { topics, at, cars } : { topics, at };
      } catch {
        return;
      }
      for (const deliver of listeners) deliver(event);
    });
    client.on('error', (error) => {
      log(`event listener lost its connection: ${error.message}`);
      listener = undefined;
      void client.end().catch(() => {});
      setTimeout(() => void connect(), RECONNECT_MS);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      resolveReady();
      // listening again after a break: what the other processes announced meanwhile is lost,
      // so every topic is announced here (what this process keeps is read again, and the
      // screens it streams to fetch again)
      if (listenedBefore) {
        const event = changeEvent(everyTopic, now());
        for (const deliver of listeners) deliver(event);
      }
      listenedBefore = true;
    } catch (error) {
      log(`event listener could not connect: ${(error as Error).message}`);
      void client.end().catch(() => {});
      setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();

  return {
    ready,
    publish(topics: Topic[], cars?: readonly string[]) {
      const event = changeEvent(topics, now(), cars);
      publisher
        .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...event, from: origin })])
        .catch((error: Error) => log(`event not published: ${error.message}`));
      for (const deliver of listeners) deliver(event);
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
