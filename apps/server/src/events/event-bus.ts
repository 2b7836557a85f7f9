import type { Topic } from '@car-rental/domain/contract/topics';

/**
 * What changed, announced after a write commits. Topics name the data a screen shows;
 * the web app invalidates the queries under the same names.
 */
export type { Topic };

export interface ChangeEvent {
  topics: Topic[];
  at: string;
  /**
   * The cars whose rows, rentals, services, papers or sale the write changed, when it names
   * them (write()'s audit.cars): what the server keeps per car (the Fleet) is then refreshed
   * for these alone. Absent: any car may have changed. Not sent to the screens.
   */
  cars?: string[];
}

/**
 * the most cars an event names: past it, any car may have changed (a NOTIFY's payload is at
 * most 8,000 bytes; a car's id takes 39 of them)
 */
export const EVENT_CARS_MAX = 100;

/** the event as one write announces it: its topics, and the cars it names (if any) */
export function changeEvent(topics: readonly Topic[], at: Date, cars?: readonly string[]) {
  const event: ChangeEvent = { topics: [...new Set(topics)], at: at.toISOString() };
  const named = cars ? [...new Set(cars)] : undefined;
  if (named && named.length <= EVENT_CARS_MAX) event.cars = named;
  return event;
}

export interface EventBus {
  publish(topics: Topic[], cars?: readonly string[]): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
}

export function createEventBus(now: () => Date = () => new Date()): EventBus {
  const listeners = new Set<(event: ChangeEvent) => void>();
  return {
    publish(topics, cars) {
      const event = changeEvent(topics, now(), cars);
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
