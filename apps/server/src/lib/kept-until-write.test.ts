import { describe, expect, it } from 'vitest';
import { createEventBus } from '../events/event-bus.ts';
import { keptUntilWrite } from './kept-until-write.ts';

describe('keptUntilWrite', () => {
  const counting = () => {
    let builds = 0;
    return {
      build: async () => {
        builds += 1;
        return builds;
      },
      get builds() {
        return builds;
      },
    };
  };

  it('builds a key once for readers at once and after, until a write on its topics', async () => {
    const kept = keptUntilWrite<number>({ topics: ['rentals'], maxAgeMs: 60_000, maxEntries: 10 });
    const events = createEventBus();
    const source = counting();
    const [a, b] = await Promise.all([
      kept(events, 'week', source.build),
      kept(events, 'week', source.build),
    ]);
    expect([a, b, await kept(events, 'week', source.build)]).toEqual([1, 1, 1]);
    events.publish(['fund']);
    expect(await kept(events, 'week', source.build)).toBe(1);
    events.publish(['fund', 'rentals']);
    expect(await kept(events, 'week', source.build)).toBe(2);
    expect(source.builds).toBe(2);
  });

  it('keeps one cache per event bus (per server)', async () => {
    const kept = keptUntilWrite<number>({ topics: ['cars'], maxAgeMs: 60_000, maxEntries: 10 });
    const source = counting();
    await kept(createEventBus(), 'week', source.build);
    await kept(createEventBus(), 'week', source.build);
    expect(source.builds).toBe(2);
  });

  it('does not keep a build a write overtook, nor a failed one', async () => {
    const kept = keptUntilWrite<number>({ topics: ['cars'], maxAgeMs: 60_000, maxEntries: 10 });
    const events = createEventBus();
    let builds = 0;
    const overtaken = await kept(events, 'week', async () => {
      builds += 1;
      events.publish(['cars']);
      return builds;
    });
    expect(overtaken).toBe(1);
    expect(await kept(events, 'week', async () => ++builds)).toBe(2);
    await expect(
      kept(events, 'other', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await kept(events, 'other', async () => 7)).toBe(7);
  });

  it('lets the oldest key go past its size, and any key past its age', async () => {
    const kept = keptUntilWrite<number>({ topics: ['cars'], maxAgeMs: 60_000, maxEntries: 2 });
    const events = createEventBus();
    const source = counting();
    for (const key of ['a', 'b', 'c']) await kept(events, key, source.build);
    expect(await kept(events, 'c', source.build)).toBe(3);
    expect(await kept(events, 'a', source.build)).toBe(4);
    const young = keptUntilWrite<number>({ topics: ['cars'], maxAgeMs: 0, maxEntries: 2 });
    const again = counting();
    await young(events, 'a', again.build);
    expect(await young(events, 'a', again.build)).toBe(2);
  });
});
