import type { FundEntry } from '../fund/fund-entry.ts';
import type { Car } from './car.ts';

/** what a car rule returns: the car's new state and the fund entries to post with it */
export interface CarChange {
  car: Car;
  entries: FundEntry[];
}
