import { carView } from '@car-rental/domain/contract/car';
import { idParams } from '@car-rental/domain/contract/common';
import {
  carPage,
  forSaleQuery,
  recentlySold,
  salesSummary,
  sellCarAnswer,
  sellCarBody,
} from '@car-rental/domain/contract/sales';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import {
  listCarsForSale,
  listRecentlySold,
  salesSummary as readSummary,
} from './sales.repository.ts';
import { sellCar, undoSale } from './sales.service.ts';

const tags = ['sales'];

export function registerSalesRoutes(api: Api, deps: AppDeps): void {
  api.post(
    '/cars/:id/sell',
    {
      schema: {
        operationId: 'sellCar',
        tags,
        summary: 'Sell a car in the garage that is neither rented nor sold; posts the revenue',
        params: idParams,
        body: sellCarBody,
        response: { 201: sellCarAnswer },
      },
    },
    async (request, reply) => {
      const answer = await sellCar(actingFor(deps, request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  api.delete(
    '/cars/:id/sale',
    {
      schema: {
        operationId: 'deleteSaleHistory',
        tags,
        summary: 'Undo the sale of a car: back in the garage, revenue reversed in the fund',
        params: idParams,
        response: { 200: carView },
      },
    },
    async (request) => undoSale(actingFor(deps, request), request.params.id),
  );

  api.post(
    '/cars/:id/available',
    {
      schema: {
        operationId: 'markCarAsAvailable',
        tags,
        summary: 'Mark a sold car available again (undoes the sale, reverses its revenue)',
        params: idParams,
        response: { 200: carView },
      },
    },
    async (request) => undoSale(actingFor(deps, request), request.params.id),
  );

  api.get(
    '/sales/for-sale',
    {
      schema: {
        operationId: 'listCarsForSale',
        tags,
        summary:
          'Cars listed for sale by sale price ascending. priceRange: under-2m = below 2,000,000 DA; 2m-4m = 2,000,000 to 4,000,000 DA inclusive; over-4m = above 4,000,000 DA',
        querystring: forSaleQuery,
        response: { 200: carPage },
      },
    },
    async (request) => listCarsForSale(deps.db, request.query),
  );

  api.get(
    '/sales/recent',
    {
      schema: {
        operationId: 'listRecentlySold',
        tags,
        summary: 'The last 8 sold cars, newest sale first',
        response: { 200: recentlySold },
      },
    },
    async () => ({ items: await listRecentlySold(deps.db) }),
  );

  api.get(
    '/sales/summary',
    {
      schema: {
        operationId: 'getSalesSummary',
        tags,
        summary: 'Car Sales cards: available for sale, cars sold, total revenue, net profit',
        response: { 200: salesSummary },
      },
    },
    async () => readSummary(deps.db),
  );
}
