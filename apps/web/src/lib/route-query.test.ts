import { fundRoutes } from '@car-rental/domain/contract/fund';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterWrite, invalidateTopics, pagedRouteQuery, routeQuery } from './route-query.ts';

function cached() {
  const client = new QueryClient();
  const fund = routeQuery(fundRoutes.getFund);
  const settings = routeQuery(settingsRoutes.getSettings);
  const rented = pagedRouteQuery(rentalRoutes.listRentedCars, { brandId: 'b1' }, 12);
  for (const options of [fund, settings, rented]) {
    client.getQueryCache().build(client, options as never);
  }
  client.setQueryData(['auth', 'me'], null);
  const invalid = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0])
      .sort();
  return { client, invalid };
}

describe('answers keyed by their route and refetched by topic', () => {
  it('keys an answer by its operationId and what it was asked, with the route topics', () => {
    const rented = pagedRouteQuery(rentalRoutes.listRentedCars, { brandId: 'b1' }, 12);
    expect(rented.queryKey).toEqual(['listRentedCars', { query: { brandId: 'b1' }, limit: 12 }]);
    expect(rented.meta?.topics).toEqual(rentalRoutes.listRentedCars.topics);
    const details = routeQuery(fundRoutes.getFund);
    expect(details.queryKey).toEqual(['getFund', {}]);
  });

  it('refetches only the answers made of a changed topic', async () => {
    const { client, invalid } = cached();
    await invalidateTopics(client, ['settings']);
    expect(invalid()).toEqual(['getSettings']);
    await invalidateTopics(client, ['rentals']);
    // a rental moves the fund too, but the write names that itself: only what reads rentals
    expect(invalid()).toEqual(['getSettings', 'listRentedCars']);
  });

  it('a write refetches what its route changes; the session is never refetched by a topic', async () => {
    const { client, invalid } = cached();
    await invalidateTopics(client, rentalRoutes.returnCar.topics);
    expect(invalid()).toEqual(['getFund', 'listRentedCars']);
    await invalidateTopics(client);
    expect(invalid()).toEqual(['getFund', 'getSettings', 'listRentedCars']);
  });
});

describe('a write of the table', () => {
  it('answers its caller when the server answers, not after the lists it changes came back', async () => {
    const client = new QueryClient();
    let fetches = 0;
    let release = (): void => undefined;
    // the fund list is on screen (observed), and its refetch waits until released
    const list = new QueryObserver(client, {
      queryKey: ['getFund', {}],
      meta: { topics: fundRoutes.getFund.topics ?? [] },
      queryFn: () => {
        fetches += 1;
        return fetches === 1
          ? Promise.resolve('first')
          : new Promise<string>((resolve) => {
              release = () => resolve('refetched');
            });
      },
    });
    const unsubscribe = list.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: ['getFund', {}], queryFn: () => 'first' });
    const order: string[] = [];
    const write = new MutationObserver(client, {
      mutationFn: async () => 'saved',
      onSuccess: afterWrite(client, fundRoutes.addFundTransaction),
    });
    const form = write.subscribe(() => undefined); // the form on screen
    // held behind the refetch (as it was), this would wait for a refetch never released
    await write.mutate(undefined, { onSuccess: () => order.push('form reset') });
    await new Promise((resolve) => setTimeout(resolve, 10)); // the callbacks' batch
    expect(fetches).toBe(2); // the refetch was started by the write
    expect(order).toEqual(['form reset']);
    expect(client.getQueryData(['getFund', {}])).toBe('first'); // and has not come back yet
    release();
    await client.getQueryCache().find({ queryKey: ['getFund', {}] })?.promise;
    expect(client.getQueryData(['getFund', {}])).toBe('refetched');
    unsubscribe();
    form();
  });
});
