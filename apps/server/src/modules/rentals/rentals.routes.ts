import { rentalRoutes as routes } from '@car-rental/domain/contract/rentals';
import type { FastifyRequest } from 'fastify';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { rentalsService } from './rentals.service.ts';
import { rentalsReadService } from './rentals-read.service.ts';

export function registerRentalRoutes(api: Api, deps: AppDeps): void {
  const reads = rentalsReadService(deps);
  /** the write use cases, acting for the request's user */
  const rentals = (request: FastifyRequest) => rentalsService(actingFor(deps, request));

  api.route({
    ...fromTable(routes.rentCar),
    handler: async (request, reply) =>
      reply.code(201).send(await rentals(request).rentCar(request.params.id, request.body)),
  });
  api.route({
    ...fromTable(routes.returnCar),
    handler: async (request) => rentals(request).returnCar(request.params.id, request.body),
  });
  api.route({
    ...fromTable(routes.cancelRental),
    handler: async (request) => rentals(request).cancelRental(request.params.id),
  });
  api.route({
    ...fromTable(routes.pickUpBooking),
    handler: async (request) =>
      rentals(request).pickUpBooking(request.params.rentalId, request.body),
  });
  api.route({
    ...fromTable(routes.cancelBooking),
    handler: async (request) =>
      rentals(request).cancelBooking(request.params.rentalId, request.body.reason),
  });
  api.route({
    ...fromTable(routes.markNoShow),
    handler: async (request) =>
      rentals(request).markNoShow(request.params.rentalId, request.body.refund),
  });
  api.route({
    ...fromTable(routes.listReservations),
    handler: async (request) => reads.listReservations(request.query),
  });
  api.route({
    ...fromTable(routes.listCarBookings),
    handler: async (request) => reads.listCarBookings(request.params.id),
  });
  api.route({
    ...fromTable(routes.extendRental),
    handler: async (request) =>
      rentals(request).extendRental(request.params.id, request.body.newEndDate),
  });
  api.route({
    ...fromTable(routes.deleteRentalHistory),
    handler: async (request) =>
      rentals(request).deleteRentalHistory(request.params.id, request.params.rentalId),
  });
  api.route({
    ...fromTable(routes.listRentedCars),
    handler: async (request) => reads.listRentedCars(request.query),
  });
  api.route({
    ...fromTable(routes.listRentalAlerts),
    handler: async (request) => reads.listRentalAlerts(request.query),
  });
  api.route({
    ...fromTable(routes.listRentableCars),
    handler: async (request) => reads.listRentableCars(request.query),
  });
  api.route({
    ...fromTable(routes.getRentalSummary),
    handler: async () => reads.getRentalSummary(),
  });
}
