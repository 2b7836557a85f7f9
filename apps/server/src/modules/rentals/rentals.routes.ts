import { rentalRoutes as routes } from '@car-rental/domain/contract/rentals';
import { operation } from '../../lib/operation.ts';
import { cancelBooking } from './cancel-booking.ts';
import { cancelRental } from './cancel-rental.ts';
import { deleteRentalHistory } from './delete-rental-history.ts';
import { extendRental } from './extend-rental.ts';
import { markNoShow } from './mark-no-show.ts';
import { pickUpBooking } from './pick-up-booking.ts';
import { rentCar } from './rent-car.ts';
import {
  getRentalSummary,
  listCarBookings,
  listRentableCars,
  listRentalAlerts,
  listRentedCars,
  listReservations,
} from './rentals-read.ts';
import { returnCar } from './return-car.ts';

/** the write use cases act for the session's user (ctx.acting); the reads need no actor */
export const rentalOperations = [
  operation(routes.rentCar, async ({ params, body }, { acting }) =>
    rentCar(acting, { carId: params.id, body }),
  ),
  operation(routes.returnCar, async ({ params, body }, { acting }) =>
    returnCar(acting, { carId: params.id, body }),
  ),
  operation(routes.cancelRental, async ({ params }, { acting }) =>
    cancelRental(acting, { carId: params.id }),
  ),
  operation(routes.pickUpBooking, async ({ params, body }, { acting }) =>
    pickUpBooking(acting, { rentalId: params.rentalId, body }),
  ),
  operation(routes.cancelBooking, async ({ params, body }, { acting }) =>
    cancelBooking(acting, { rentalId: params.rentalId, reason: body.reason }),
  ),
  operation(routes.markNoShow, async ({ params, body }, { acting }) =>
    markNoShow(acting, { rentalId: params.rentalId, refund: body.refund }),
  ),
  operation(routes.listReservations, async ({ query }, { deps }) => listReservations(deps, query)),
  operation(routes.listCarBookings, async ({ params }, { deps }) =>
    listCarBookings(deps, { carId: params.id }),
  ),
  operation(routes.extendRental, async ({ params, body }, { acting }) =>
    extendRental(acting, {
      carId: params.id,
      newEndDate: body.newEndDate,
      overrideLapsedPapers: body.overrideLapsedPapers,
    }),
  ),
  operation(routes.deleteRentalHistory, async ({ params }, { acting }) =>
    deleteRentalHistory(acting, { carId: params.id, rentalId: params.rentalId }),
  ),
  operation(routes.listRentedCars, async ({ query }, { deps }) => listRentedCars(deps, query)),
  operation(routes.listRentalAlerts, async ({ query }, { deps }) => listRentalAlerts(deps, query)),
  operation(routes.listRentableCars, async ({ query }, { deps }) => listRentableCars(deps, query)),
  operation(routes.getRentalSummary, async (_, { deps }) => getRentalSummary(deps)),
];
