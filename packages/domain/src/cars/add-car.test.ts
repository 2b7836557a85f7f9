import { describe, expect, it } from 'vitest';
import { addCar } from './add-car.ts';
import { clio } from './test-car.ts';

const form = { brandId: 'b', modelId: 'm' };

describe('addCar', () => {
  it('starts in the garage, unpaid, not rented, not for sale, not sold, rated 0, 0 km', () => {
    const { car, entries } = addCar(form, clio);
    expect(car).toEqual({
      brandId: 'b',
      modelId: 'm',
      year: null,
      dailyRate: null,
      salePrice: null,
      purchasePrice: null,
      supplierId: null,
      rating: 0,
      transmission: null,
      fuel: null,
      plate: null,
      color: null,
      mileageKm: 0,
      images: [],
      inGarage: true,
      isPaid: false,
      isRented: false,
      isForSale: false,
      isSold: false,
    });
    expect(entries).toEqual([]);
  });

  it('keeps the form values', () => {
    const { car } = addCar(
      {
        ...form,
        year: 2021,
        rating: 4.5,
        transmission: 'automatic',
        fuel: 'diesel',
        mileageKm: 1200,
        images: ['/uploads/a.jpg'],
        isPaid: true,
      },
      clio,
    );
    expect(car).toMatchObject({
      year: 2021,
      rating: 4.5,
      transmission: 'automatic',
      fuel: 'diesel',
      mileageKm: 1200,
      images: ['/uploads/a.jpg'],
      isPaid: true,
    });
  });

  it('charges the purchase when added as paid with a supplier and a price', () => {
    const { entries } = addCar(
      { ...form, isPaid: true, supplierId: 's1', purchasePrice: 300_000_000 },
      clio,
    );
    expect(entries).toEqual([
      {
        type: 'add_charge',
        amount: 300_000_000,
        description: 'Car Purchase - Renault Clio',
        category: 'supplier',
        supplierId: 's1',
      },
    ]);
  });

  it('posts nothing when added unpaid, or paid without a supplier', () => {
    expect(addCar({ ...form, supplierId: 's1', purchasePrice: 5 }, clio).entries).toEqual([]);
    expect(addCar({ ...form, isPaid: true, purchasePrice: 5 }, clio).entries).toEqual([]);
  });

  it('accepts 5 images and refuses a sixth', () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => `/uploads/${n}.jpg`);
    expect(addCar({ ...form, images: five }, clio).car.images).toHaveLength(5);
    expect(() => addCar({ ...form, images: [...five, '/uploads/6.jpg'] }, clio)).toThrow(
      expect.objectContaining({
        code: 'too_many_images',
        message: 'A car can have at most 5 images.',
      }),
    );
  });
});
