import { carView } from '@car-rental/domain/contract/car';
import { idParams, ok } from '@car-rental/domain/contract/common';
import {
  cancelRentalAnswer,
  extendRentalBody,
  rentableCarsPage,
  rentableCarsQuery,
  rentalAlerts,
  rentalAlertsQuery,
  rentalParams,
  rentalSummary,
  rentCarAnswer,
  rentCarBody,
  rentedCarsPage,
  rentedCarsQuery,
  returnCarAnswer,
  returnCarBody,
} from '@car-rental/domain/contract/rentals';
import type { FastifyRequest } from 'fastify';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { rentalsService } from './rentals.service.ts';
import { rentalsReadService } from './rentals-read.service.ts';

const tags = ['rentals'];

export function registerRentalRoutes(api: Api, deps: AppDeps): void {
  const reads = rentalsReadService(deps);
  /** the write use cases, acting for the request's user */
  const rentals = (request: FastifyRequest) => rentalsService(actingFor(deps, request));

  api.post(
    '/cars/:id/rent',
    {
      schema: {
        operationId: 'rentCar',
        tags,
        summary: 'Rent a car to a customer (advance payment is booked into the fund now)',
        params: idParams,
        body: rentCarBody,
        response: { 201: rentCarAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rentals(request).rentCar(request.params.id, request.body)),
  );

  api.post(
    '/cars/:id/return',
    {
      schema: {
        operationId: 'returnCar',
        tags,
        summary: 'Return a rented car: days, total, charges and the fund settlement',
        params: idParams,
        body: returnCarBody,
        response: { 200: returnCarAnswer },
      },
    },
    async (request) => rentals(request).returnCar(request.params.id, request.body),
  );

  api.post(
    '/cars/:id/cancel-rental',
    {
      schema: {
        operationId: 'cancelRental',
        tags,
        summary:
          'Cancel a booking whose pickup has not come: kept in the history with no revenue, the advance refunded',
        params: idParams,
        response: { 200: cancelRentalAnswer },
      },
    },
    async (request) => rentals(request).cancelRental(request.params.id),
  );

  api.post(
    '/cars/:id/extend',
    {
      schema: {
        operationId: 'extendRental',
        tags,
        summary: 'Set a new return time for a rented car',
        params: idParams,
        body: extendRentalBody,
        response: { 200: carView },
      },
    },
    async (request) => rentals(request).extendRental(request.params.id, request.body.newEndDate),
  );

  api.delete(
    '/cars/:id/rentals/:rentalId',
    {
      schema: {
        operationId: 'deleteRentalHistory',
        tags,
        summary: 'Delete a finished rental record and reverse what it brought into the fund',
        params: rentalParams,
        response: { 200: ok },
      },
    },
    async (request) =>
      rentals(request).deleteRentalHistory(request.params.id, request.params.rentalId),
  );

  api.get(
    '/rentals/active',
    {
      schema: {
        operationId: 'listRentedCars',
        tags,
        summary: 'Rented cars with their due state, most urgent first',
        querystring: rentedCarsQuery,
        response: { 200: rentedCarsPage },
      },
    },
    async (request) => reads.listRentedCars(request.query),
  );

  api.get(
    '/rentals/alerts',
    {
      schema: {
        operationId: 'listRentalAlerts',
        tags,
        summary: 'Rentals due within 24 hours or overdue, most urgent first',
        querystring: rentalAlertsQuery,
        response: { 200: rentalAlerts },
      },
    },
    async (request) => reads.listRentalAlerts(request.query),
  );

  api.get(
    '/rentals/rentable',
    {
      schema: {
        operationId: 'listRentableCars',
        tags,
        summary:
          'Cars that can be rented now: paid, in the garage, with a daily rate, not rented or sold',
        querystring: rentableCarsQuery,
        response: { 200: rentableCarsPage },
      },
    },
    async (request) => reads.listRentableCars(request.query),
  );

  api.get(
    '/rentals/summary',
    {
      schema: {
        operationId: 'getRentalSummary',
        tags,
        summary: 'Rental dashboard cards: available for rent, currently rented, total revenue',
        response: { 200: rentalSummary },
      },
    },
    async () => reads.getRentalSummary(),
  );
}
