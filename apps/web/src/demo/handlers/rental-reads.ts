import { isRentable } from '@car-rental/domain/cars/car';
import type { CarView } from '@car-rental/domain/contract/car';
import {
  type RentalAlert,
  type RentedCar,
  rentableCarsQuery,
  rentalAlertsQuery,
  rentedCarsQuery,
} from '@car-rental/domain/contract/rentals';
import { dueStateOf, hoursLeft, sortAlerts, urgencyOf } from '@car-rental/domain/rentals/due-state';
import { currentRevenue } from '@car-rental/domain/rentals/rental-revenue';
import type { DemoRoute } from '../demo-context.ts';
import { type Cursor, compareTimeKeys, decodeTimeCursor, pageOf } from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import type { DemoState, RentalRow } from '../demo-state.ts';
import { activeRentalOf, carView, liveCars } from '../demo-views.ts';

const DAY_MS = 24 * 3_600_000;

/** live rented cars with their active rental */
function rentedCars(state: DemoState): { view: CarView; rental: RentalRow }[] {
  const rented: { view: CarView; rental: RentalRow }[] = [];
  for (const car of liveCars(state)) {
    const rental = activeRentalOf(state, car.id);
    if (rental) rented.push({ view: carView(state, car), rental });
  }
  return rented;
}

const ofBrand = (brandId: string | undefined) => (car: CarView) =>
  brandId === undefined || car.brandId === brandId;

export const rentalReadRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/rentals/active',
    handle: ({ state, now }, { query }) => {
      const q = parseInput(rentedCarsQuery, query, 'querystring');
      const rentedCar = ({ view, rental }: { view: CarView; rental: RentalRow }): RentedCar => {
        const hours = hoursLeft(new Date(rental.endAt), now);
        const dueState = dueStateOf(hours);
        return {
          ...view,
          dueState,
          urgency: urgencyOf(dueState),
          hoursLeft: hours,
          currentRevenue: currentRevenue(rental.dailyRate, new Date(rental.startAt), now),
        };
      };
      // soonest due first, the order of urgency then hours left
      return pageOf(
        rentedCars(state).filter(({ view }) => ofBrand(q.brandId)(view)),
        {
          cursor: decodeTimeCursor(q.cursor),
          limit: q.limit,
          keyOf: ({ rental }): Cursor<string> => ({ key: rental.endAt, id: rental.id }),
          compare: compareTimeKeys,
          view: rentedCar,
        },
      );
    },
  },
  {
    method: 'GET',
    path: '/rentals/alerts',
    handle: ({ state, now }, { query }) => {
      const { limit } = parseInput(rentalAlertsQuery, query, 'querystring');
      const until = now.getTime() + DAY_MS;
      const due = rentedCars(state)
        .filter(({ rental }) => Date.parse(rental.endAt) <= until)
        .sort((a, b) =>
          compareTimeKeys(
            { key: a.rental.endAt, id: a.rental.id },
            { key: b.rental.endAt, id: b.rental.id },
          ),
        );
      const items: RentalAlert[] = due.slice(0, limit).map(({ view, rental }) => {
        const hours = hoursLeft(new Date(rental.endAt), now);
        const dueState = dueStateOf(hours);
        return {
          carId: view.id,
          rentalId: rental.id,
          brandName: view.brandName,
          modelName: view.modelName,
          plate: view.plate,
          customerName: rental.customerName,
          rentedUntil: rental.endAt,
          dueState,
          urgency: urgencyOf(dueState) ?? 'medium',
          hoursLeft: hours,
        };
      });
      return { count: due.length, items: sortAlerts(items) };
    },
  },
  {
    method: 'GET',
    path: '/rentals/rentable',
    handle: ({ state }, { query }) => {
      const q = parseInput(rentableCarsQuery, query, 'querystring');
      const cars = liveCars(state)
        .map((car) => carView(state, car))
        .filter((car) => isRentable(car) && ofBrand(q.brandId)(car));
      // garage order, oldest first
      return pageOf(cars, {
        cursor: decodeTimeCursor(q.cursor),
        limit: q.limit,
        keyOf: (car): Cursor<string> => ({ key: car.createdAt, id: car.id }),
        compare: compareTimeKeys,
        view: (car) => car,
      });
    },
  },
  {
    method: 'GET',
    path: '/rentals/summary',
    handle: ({ state }) => {
      const cars = liveCars(state).map((car) => carView(state, car));
      let totalRevenue = 0;
      for (const rental of state.rentals) {
        totalRevenue += rental.returnedAt === null ? rental.advancePaid : (rental.totalAmount ?? 0);
      }
      return {
        availableForRent: cars.filter(isRentable).length,
        currentlyRented: cars.filter((car) => car.isRented).length,
        totalRevenue,
      };
    },
  },
];
