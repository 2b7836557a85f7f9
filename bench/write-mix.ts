import type autocannon from 'autocannon';
import { load, type Measurement } from './measure.ts';

export interface MixCar {
  id: string;
  mileageKm: number;
}

const DAY = 24 * 3_600_000;
export const BENCH_CUSTOMER = 'Bench Customer';
const customer = {
  name: BENCH_CUSTOMER,
  contact: '0550 12 34 56',
  email: 'bench.customer@example.dz',
  license: 'DZ-BENCH-1',
  paymentType: 'advance',
};

/**
 * The write mix, each connection looping over one car of its own: rent (advance payment, a
 * fund entry), extend, return with a charge (a fund entry), and a manual fund entry.
 */
export function writeMix(
  url: string,
  cookie: string,
  cars: MixCar[],
  connections: number,
  duration: number,
): Promise<Measurement> {
  const free = [...cars];
  const mileage = new Map(cars.map((car) => [car.id, car.mileageKm]));
  const json = { cookie, 'content-type': 'application/json' };
  type Context = { car?: string };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request, context: Context) => {
        const car = free.shift();
        if (!car) throw new Error('write mix: no free car (more connections than cars)');
        context.car = car.id;
        const now = Date.now();
        return {
          ...request,
          path: `/api/cars/${car.id}/rent`,
          headers: json,
          body: JSON.stringify({
            start: new Date(now).toISOString(),
            end: new Date(now + 2 * DAY).toISOString(),
            customer,
          }),
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context: Context) => ({
        ...request,
        path: `/api/cars/${context.car}/extend`,
        headers: json,
        body: JSON.stringify({ newEndDate: new Date(Date.now() + 3 * DAY).toISOString() }),
      }),
    },
    {
      method: 'POST',
      setupRequest: (request, context: Context) => {
        const km = (mileage.get(context.car!) ?? 0) + 50;
        mileage.set(context.car!, km);
        return {
          ...request,
          path: `/api/cars/${context.car}/return`,
          headers: json,
          body: JSON.stringify({
            newMileage: km,
            charges: [{ type: 'cleaning', description: 'Bench cleaning', amount: 150_000 }],
          }),
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context: Context) => {
        const car = cars.find((c) => c.id === context.car);
        if (car) free.push(car);
        return {
          ...request,
          path: '/api/fund/transactions',
          headers: json,
          body: JSON.stringify({
            type: 'add_charge',
            amount: 100_000,
            description: 'Bench fuel',
            category: 'fuel',
          }),
        };
      },
    },
  ];
  return load('write mix', 'rent, extend, return + charge, fund entry', {
    url,
    connections: Math.min(connections, cars.length),
    duration,
    requests,
  });
}
