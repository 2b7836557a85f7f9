import { carView } from '@car-rental/domain/contract/car';
import {
  addCarBody,
  carWithMessage,
  setCarPaidBody,
  updateCarBody,
} from '@car-rental/domain/contract/cars';
import { idParams, ok } from '@car-rental/domain/contract/common';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import * as cars from './cars.service.ts';
import { registerGarageRoutes } from './garage.routes.ts';

const tags = ['cars'];

export function registerCarRoutes(api: Api, deps: AppDeps): void {
  api.post(
    '/cars',
    {
      schema: {
        operationId: 'addCar',
        tags,
        summary: 'Add a car to the garage (unpaid unless isPaid; unknown fields are refused)',
        body: addCarBody,
        response: { 201: carView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await cars.addCar(actingFor(deps, request), request.body)),
  );

  api.get(
    '/cars/:id',
    {
      schema: {
        operationId: 'getCar',
        tags,
        summary: 'One car',
        params: idParams,
        response: { 200: carView },
      },
    },
    async (request) => cars.getCar(deps, request.params.id),
  );

  api.patch(
    '/cars/:id',
    {
      schema: {
        operationId: 'updateCar',
        tags,
        summary: 'Edit car fields: absent keeps a value, null clears it',
        params: idParams,
        body: updateCarBody,
        response: { 200: carView },
      },
    },
    async (request) => cars.updateCar(actingFor(deps, request), request.params.id, request.body),
  );

  api.delete(
    '/cars/:id',
    {
      schema: {
        operationId: 'deleteCar',
        tags,
        summary: 'Remove a car from the garage (refused while rented; history stays)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => cars.deleteCar(actingFor(deps, request), request.params.id),
  );

  api.post(
    '/cars/:id/paid',
    {
      schema: {
        operationId: 'setCarPaid',
        tags,
        summary:
          'The payment toggle (refused while rented); posts or reverses the supplier purchase. When the supplier payments already cover the car, 409 supplier_payment_choice_required asks for settledBy',
        params: idParams,
        body: setCarPaidBody,
        response: { 200: carView },
      },
    },
    async (request) =>
      cars.setCarPaid(
        actingFor(deps, request),
        request.params.id,
        request.body.isPaid,
        request.body.settledBy,
      ),
  );

  api.post(
    '/cars/:id/for-sale',
    {
      schema: {
        operationId: 'markForSale',
        tags,
        summary: 'List a car for sale',
        params: idParams,
        response: { 200: carWithMessage },
      },
    },
    async (request) => cars.markForSale(actingFor(deps, request), request.params.id),
  );

  api.delete(
    '/cars/:id/for-sale',
    {
      schema: {
        operationId: 'removeFromSale',
        tags,
        summary: 'Take a car off the sale listings',
        params: idParams,
        response: { 200: carWithMessage },
      },
    },
    async (request) => cars.removeFromSale(actingFor(deps, request), request.params.id),
  );

  registerGarageRoutes(api, deps);
}
