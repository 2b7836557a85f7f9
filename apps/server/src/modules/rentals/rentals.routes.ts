import { rentalRoutes as routes } from '@car-rental/domain/contract/rentals';
import { operation } from '../../lib/operation.ts';
import { rentalsService } from './rentals.service.ts';
import { rentalsReadService } from './rentals-read.service.ts';

/** the write use cases act for the session's user (ctx.acting); the reads need no actor */
export const rentalOperations = [
  operation(routes.rentCar, async ({ params, body }, { acting }) =>
    rentalsService(acting).rentCar(params.id, body),
  ),
  operation(routes.returnCar, async ({ params, body }, { acting }) =>
    rentalsService(acting).returnCar(params.id, body),
  ),
  operation(routes.cancelRental, async ({ params }, { acting }) =>
    rentalsService(acting).cancelRental(params.id),
  ),
  operation(routes.pickUpBooking, async ({ params, body }, { acting }) =>
    rentalsService(acting).pickUpBooking(params.rentalId, body),
  ),
  operation(routes.cancelBooking, async ({ params, body }, { acting }) =>
    rentalsService(acting).cancelBooking(params.rentalId, body.reason),
  ),
  operation(routes.markNoShow, async ({ params, body }, { acting }) =>
    rentalsService(acting).markNoShow(params.rentalId, body.refund),
  ),
  operation(routes.listReservations, async ({ query }, { deps }) =>
    rentalsReadService(deps).listReservations(query),
  ),
  operation(routes.listCarBookings, async ({ params }, { deps }) =>
    rentalsReadService(deps).listCarBookings(params.id),
  ),
  operation(routes.extendRental, async ({ params, body }, { acting }) =>
    rentalsService(acting).extendRental(params.id, body.newEndDate),
  ),
  operation(routes.deleteRentalHistory, async ({ params }, { acting }) =>
    rentalsService(acting).deleteRentalHistory(params.id, params.rentalId),
  ),
  operation(routes.listRentedCars, async ({ query }, { deps }) =>
    rentalsReadService(deps).listRentedCars(query),
  ),
  operation(routes.listRentalAlerts, async ({ query }, { deps }) =>
    rentalsReadService(deps).listRentalAlerts(query),
  ),
  operation(routes.listRentableCars, async ({ query }, { deps }) =>
    rentalsReadService(deps).listRentableCars(query),
  ),
  operation(routes.getRentalSummary, async (_, { deps }) =>
    rentalsReadService(deps).getRentalSummary(),
  ),
];
