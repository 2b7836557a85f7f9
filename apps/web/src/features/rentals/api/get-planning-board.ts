import { boardRoutes, type boardStatus } from '@car-rental/domain/contract/board';
import { carRoutes } from '@car-rental/domain/contract/cars';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pagedRouteQuery, routeQuery } from '../../../lib/route-query.ts';

export type BoardStatus = z.infer<typeof boardStatus>;

export interface BoardFilters {
  /** the first day shown, 'YYYY-MM-DD' in business time */
  from: string;
  days: number;
  /** '' for all brands */
  brandId: string;
  status: BoardStatus;
}

/** GET /api/rentals/board: a page of cars (keyset) with their bars over the window */
export const planningBoardQuery = ({ from, days, brandId, status }: BoardFilters) =>
  pagedRouteQuery(
    boardRoutes.getPlanningBoard,
    { from, days, status, brandId: brandId || undefined },
    50,
  );

/** the board keeps showing the previous window while the next one loads */
export function usePlanningBoard(filters: BoardFilters) {
  return useInfiniteQuery({ ...planningBoardQuery(filters), placeholderData: keepPreviousData });
}

/** GET /api/cars/:id: the car a free slot books (the booking flow takes the full car) */
export const boardCarQuery = (carId: string) =>
  routeQuery(carRoutes.getCar, { params: { id: carId } });
