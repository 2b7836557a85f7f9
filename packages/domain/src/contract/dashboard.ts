import { z } from 'zod';
import { carView } from './car.ts';
import { defineRoute } from './route.ts';

const count = z.number().int().min(0);

/** the dashboard stat cards, Recent Cars (last 4 unsold) and the Sold Cars section (last 8) */
export const dashboardView = z.object({
  /** in the garage and not rented */
  carsInGarage: count,
  /** in the garage, not rented, not sold */
  available: count,
  currentlyRented: count,
  carsSold: count,
  /** garage cars that are paid */
  paidCars: count,
  /** garage cars that are not paid */
  unpaidCars: count,
  recentCars: z.array(carView),
  soldCars: z.array(carView),
});
export type DashboardView = z.infer<typeof dashboardView>;

export const RECENT_CARS = 4;
export const SOLD_CARS_SHOWN = 8;

/** the dashboard's route (see route.ts) */
export const dashboardRoutes = {
  getDashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    operationId: 'getDashboard',
    topics: ['brands', 'cars', 'rentals', 'sales', 'fund'],
    tags: ['dashboard'],
    summary: 'Stat cards, Recent Cars (last 4 unsold) and Sold Cars (last 8)',
    status: 200,
    answer: dashboardView,
  }),
};
