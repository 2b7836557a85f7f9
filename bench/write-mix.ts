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

/** one step of the write mix: what a connection sends for its car */
export interface MixStep {
  method: 'POST';
  path: string;
  body: string;
}

/**
 * The mix's four steps for one car: rent (advance payment, a fund entry), extend, return
 * with a charge (a fund entry, the car's counter 50 km on), and a manual fund entry.
 */
export function mixSteps(carId: string, mileageKm: number, now: number): MixStep[] {
  const step = (path: string, body: unknown): MixStep => ({
    method: 'POST',
    path,
    body: JSON.stringify(body),
  });
  return [
    step(`/api/cars/${carId}/rent`, {
      start: new Date(now).toISOString(),
      end: new Date(now + 2 * DAY).toISOString(),
      customer,
    }),
    step(`/api/cars/${carId}/extend`, { newEndDate: new Date(now + 3 * DAY).toISOString() }),
    step(`/api/cars/${carId}/return`, {
      newMileage: mileageKm + 50,
      charges: [{ type: 'cleaning', description: 'Bench cleaning', amount: 150_000 }],
    }),
    step('/api/fund/transactions', {
      type: 'add_charge',
      amount: 100_000,
      description: 'Bench fuel',
      category: 'fuel',
    }),
  ];
}

/** the mix's steps, each connection looping over one car of its own (mixSteps) */
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
  /** the step'th step of the connection's car, as it stands now */
  const stepOf = (context: Context, step: number, request: autocannon.Request) => {
    const { method, path, body } = mixSteps(
      context.car!,
      mileage.get(context.car!) ?? 0,
      Date.now(),
    )[step]!;
    return { ...request, method, path, body, headers: json };
  };
  const requests: autocannon.Request[] = [
    {
      setupRequest: (request, context: Context) => {
        const car = free.shift();
        if (!car) throw new Error('write mix: no free car (more connections than cars)');
        context.car = car.id;
        return stepOf(context, 0, request);
      },
    },
    { setupRequest: (request, context: Context) => stepOf(context, 1, request) },
    {
      setupRequest: (request, context: Context) => {
        const returned = stepOf(context, 2, request);
        mileage.set(context.car!, (mileage.get(context.car!) ?? 0) + 50);
        return returned;
      },
    },
    {
      setupRequest: (request, context: Context) => {
        const car = cars.find((c) => c.id === context.car);
        if (car) free.push(car);
        return stepOf(context, 3, request);
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
