import type { CarView } from '@car-rental/domain/contract/car';
import { carPage } from '@car-rental/domain/contract/cars';
import { routes } from '@car-rental/domain/contract/routes';
import { supplierPage } from '@car-rental/domain/contract/suppliers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAnswer } from './serializer.ts';

const car: CarView = {
  id: '00000000-0000-4000-8000-000000000001',
  brandId: '00000000-0000-4000-8000-000000000002',
  brandName: 'Renault "Alpine" \u00e9\u00e8 \u0639\u0631\u0628\u064a',
  brandLogo: null,
  modelId: '00000000-0000-4000-8000-000000000003',
  modelName: 'Clio\n5',
  year: 2021,
  dailyRate: 800000,
  salePrice: null,
  purchasePrice: 250000000,
  supplierId: null,
  supplierName: null,
  rating: 4,
  transmission: 'manual',
  fuel: 'diesel',
  plate: '12345-121-16',
  color: 'Blanc',
  mileageKm: 120000,
  images: ['/api/uploads/00000000-0000-4000-8000-000000000009.jpg'],
  inGarage: true,
  isPaid: false,
  isRented: true,
  isForSale: false,
  isSold: false,
  rental: {
    id: '00000000-0000-4000-8000-000000000004',
    rentedFrom: '2026-11-01T08:00:00.000Z',
    rentedUntil: '2026-11-05T08:00:00.000Z',
    rentalStartMileage: 120000,
    currentCustomerName: 'Amel 2026',
    currentCustomerContact: '0555 12 34 56',
    currentCustomerEmail: 'amel@example.dz',
    currentCustomerLicense: 'B-778',
    rentalPaymentType: 'advance',
    advancePaid: 100000,
    contractNumber: 'CTR-2026-000042',
    pricing: null,
  },
  sale: null,
  createdAt: '2026-10-01T08:00:00.000Z',
};

describe('the compiled answer serializer', () => {
  it('compiles the list answers and writes the bytes zod writes', () => {
    const answer = compileAnswer(carPage);
    expect(answer.compiled).toBe(true);
    if (!answer.compiled) return;
    const value = { items: [car, { ...car, rental: null, isRented: false }], nextCursor: 'abc' };
    expect(answer.stringify(value)).toBe(JSON.stringify(z.encode(carPage, value)));
  });

  it('never writes a field that is not in the contract', () => {
    const answer = compileAnswer(carPage);
    if (!answer.compiled) throw new Error(answer.reason);
    const leaked = { items: [{ ...car, passwordHash: 'secret' }], nextCursor: null };
    const written = answer.stringify(leaked);
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual({ items: [car], nextCursor: null });
  });

  it('refuses an answer that lacks a required field', () => {
    const answer = compileAnswer(supplierPage);
    if (!answer.compiled) throw new Error(answer.reason);
    expect(() => answer.stringify({ items: [], nextCursor: null })).toThrow(/archivedCount/);
  });

  it('leaves what it cannot write exactly to zod', () => {
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(compileAnswer(union).compiled).toBe(false);
    expect(compileAnswer(z.record(z.string(), z.number())).compiled).toBe(false);
  });

  it('compiles most of the contract answers', () => {
    const answers = Object.values(routes).flatMap((route) =>
      'answer' in route && route.answer ? [route.answer as z.ZodType] : [],
    );
    const compiled = answers.filter((answer) => compileAnswer(answer).compiled);
    expect(answers.length).toBeGreaterThan(40);
    expect(compiled.length / answers.length).toBeGreaterThan(0.6);
  });
});
