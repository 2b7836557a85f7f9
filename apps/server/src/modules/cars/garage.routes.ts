import { carPage, garageQuery, garageSummary } from '@car-rental/domain/contract/cars';
import { pageQuery } from '@car-rental/domain/contract/common';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { countCars } from './car-counts.repository.ts';
import { listGarageCars, listSoldCars } from './garage.repository.ts';

const tags = ['garage'];

export function registerGarageRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/garage',
    {
      schema: {
        operationId: 'listGarageCars',
        tags,
        summary: 'Cars in the garage, newest first, by brand, status and payment',
        querystring: garageQuery,
        response: { 200: carPage },
      },
    },
    async (request) => listGarageCars(deps.db, request.query),
  );

  api.get(
    '/garage/sold',
    {
      schema: {
        operationId: 'listSoldCars',
        tags,
        summary: 'Sold cars, most recently sold first (the Sold Cars section)',
        querystring: pageQuery,
        response: { 200: carPage },
      },
    },
    async (request) => listSoldCars(deps.db, request.query),
  );

  api.get(
    '/garage/summary',
    {
      schema: {
        operationId: 'getGarageSummary',
        tags,
        summary: 'The garage summary cards',
        response: { 200: garageSummary },
      },
    },
    async () => {
      const counts = await countCars(deps.db);
      return {
        totalCars: counts.inGarage,
        available: counts.available,
        currentlyRented: counts.rented,
        forSale: counts.forSale,
        paid: counts.paidInGarage,
        unpaid: counts.unpaidInGarage,
      };
    },
  );
}
