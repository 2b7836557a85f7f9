import type { Topic } from '@car-rental/domain/contract/topics';

/**
 * What changed, announced after a write commits. Topics name the data a screen shows;
 * the web app invalidates the queries under the same names.
 */
export type { Topic };

export interface ChangeEvent {
  topics: Topic[];
  at: string;
}

export interface EventBus {
  publish(topics: Topic[]): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
}

export function createEventBus(now: () => Date = () => new Date()): EventBus {
  const listeners = new Set<(event: ChangeEvent) => void>();
  return {
    publish(topics) {
      const event = { topics: [...new Set(topics)], at: now().toISOString() };
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
