import { idParams } from '@car-rental/domain/contract/common';
import {
  historyFilters,
  historyPage,
  historyQuery,
  historySummary,
  rentalDetails,
  saleDetails,
} from '@car-rental/domain/contract/history';
import type { Api, AppDeps } from '../../lib/deps.ts';
import {
  readHistory,
  readHistorySummary,
  readRentalDetails,
  readSaleDetails,
} from './history.service.ts';

const tags = ['history'];

export function registerHistoryRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/history',
    {
      schema: {
        operationId: 'listHistory',
        tags,
        summary:
          'Finished rentals (by return time) and sales (by sale time), newest first; q matches brand, model, plate or color',
        querystring: historyQuery,
        response: { 200: historyPage },
      },
    },
    async (request) => readHistory(deps, request.query),
  );

  api.get(
    '/history/summary',
    {
      schema: {
        operationId: 'getHistorySummary',
        tags,
        summary: 'History cards under the same filters as the list',
        querystring: historyFilters,
        response: { 200: historySummary },
      },
    },
    async (request) => readHistorySummary(deps, request.query),
  );

  api.get(
    '/history/rentals/:id',
    {
      schema: {
        operationId: 'getRentalDetails',
        tags,
        summary: 'Rental Details pop-up of a finished rental',
        params: idParams,
        response: { 200: rentalDetails },
      },
    },
    async (request) => readRentalDetails(deps, request.params.id),
  );

  api.get(
    '/history/sales/:id',
    {
      schema: {
        operationId: 'getSaleDetails',
        tags,
        summary: 'Sale Details pop-up',
        params: idParams,
        response: { 200: saleDetails },
      },
    },
    async (request) => readSaleDetails(deps, request.params.id),
  );
}
