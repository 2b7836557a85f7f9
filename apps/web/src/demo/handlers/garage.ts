import { isAvailable } from '@car-rental/domain/cars/car';
import type { CarView } from '@car-rental/domain/contract/car';
import { type GarageQuery, garageQuery } from '@car-rental/domain/contract/cars';
import { pageQuery } from '@car-rental/domain/contract/common';
import { RECENT_CARS, SOLD_CARS_SHOWN } from '@car-rental/domain/contract/dashboard';
import type { DemoRoute } from '../demo-context.ts';
import {
  type Cursor,
  compareTimeKeys,
  decodeTimeCursor,
  descending,
  pageOf,
} from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import type { DemoState } from '../demo-state.ts';
import { carView, liveCars } from '../demo-views.ts';

/** every live car as screens show it (soft-deleted cars count nowhere) */
function liveViews(state: DemoState): CarView[] {
  return liveCars(state).map((car) => carView(state, car));
}

/** the figures of the server's countCars, over the live cars */
function countCars(state: DemoState) {
  const cars = liveViews(state);
  const count = (test: (car: CarView) => boolean) => cars.filter(test).length;
  return {
    inGarage: count((car) => car.inGarage),
    inGarageNotRented: count((car) => car.inGarage && !car.isRented),
    available: count(isAvailable),
    rented: count((car) => car.isRented),
    forSale: count((car) => car.inGarage && car.isForSale),
    paidInGarage: count((car) => car.inGarage && car.isPaid),
    unpaidInGarage: count((car) => car.inGarage && !car.isPaid),
    sold: count((car) => car.isSold),
  };
}

const newestFirst = descending(compareTimeKeys);
const createdKey = (car: CarView): Cursor<string> => ({ key: car.createdAt, id: car.id });
const soldKey = (car: CarView): Cursor<string> => ({ key: car.sale?.soldDate ?? '', id: car.id });

const statusFilter: Record<GarageQuery['status'], (car: CarView) => boolean> = {
  all: () => true,
  available: isAvailable,
  rented: (car) => car.isRented,
  'for-sale': (car) => car.isForSale,
  paid: (car) => car.isPaid,
  unpaid: (car) => !car.isPaid,
};

function soldCars(state: DemoState, query: { cursor?: string | undefined; limit: number }) {
  return pageOf(
    liveViews(state).filter((car) => car.isSold),
    {
      cursor: decodeTimeCursor(query.cursor),
      limit: query.limit,
      keyOf: soldKey,
      compare: newestFirst,
      view: (car) => car,
    },
  );
}

export const garageRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/dashboard',
    handle: ({ state }) => {
      const counts = countCars(state);
      const recentCars = liveViews(state)
        .filter((car) => !car.isSold)
        .sort((a, b) => newestFirst(createdKey(a), createdKey(b)))
        .slice(0, RECENT_CARS);
      return {
        carsInGarage: counts.inGarageNotRented,
        available: counts.available,
        currentlyRented: counts.rented,
        carsSold: counts.sold,
        paidCars: counts.paidInGarage,
        unpaidCars: counts.unpaidInGarage,
        recentCars,
        soldCars: soldCars(state, { limit: SOLD_CARS_SHOWN }).items,
      };
    },
  },
  {
    method: 'GET',
    path: '/garage',
    handle: ({ state }, { query }) => {
      const q = parseInput(garageQuery, query, 'querystring');
      const paid = q.paid === undefined ? undefined : q.paid === 'true';
      const cars = liveViews(state).filter(
        (car) =>
          car.inGarage &&
          (q.brandId === undefined || car.brandId === q.brandId) &&
          statusFilter[q.status](car) &&
          (paid === undefined || car.isPaid === paid),
      );
      return pageOf(cars, {
        cursor: decodeTimeCursor(q.cursor),
        limit: q.limit,
        keyOf: createdKey,
        compare: newestFirst,
        view: (car) => car,
      });
    },
  },
  {
    method: 'GET',
    path: '/garage/sold',
    handle: ({ state }, { query }) => soldCars(state, parseInput(pageQuery, query, 'querystring')),
  },
  {
    method: 'GET',
    path: '/garage/summary',
    handle: ({ state }) => {
      const counts = countCars(state);
      return {
        totalCars: counts.inGarage,
        available: counts.available,
        currentlyRented: counts.rented,
        forSale: counts.forSale,
        paid: counts.paidInGarage,
        unpaid: counts.unpaidInGarage,
      };
    },
  },
];
