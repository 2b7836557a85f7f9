import { describe, expect, it } from 'vitest';
import { proFormaContent } from './invoice-content.ts';

const business = {
  businessName: 'Oran Cars',
  businessAddress: null,
  businessPhone: null,
  businessEmail: null,
  businessLogo: null,
  rc: null,
  nif: null,
  nis: null,
  ai: null,
};
const draft = {
  car: { brandName: 'Renault', modelName: 'Clio', plate: 'AB-1', year: 2021, color: 'White' },
  customer: { name: 'Yacine', phone: '0555', license: 'DZ-1' },
  price: 119_000_000,
  listedPrice: 120_000_000,
};

describe('proFormaContent', () => {
  it('states what is typed, dated now, with the VAT split of the settings', () => {
    const content = proFormaContent(business, 1900, draft, new Date('2026-06-15T10:00:00Z'));
    expect(content).toMatchObject({
      kind: 'sale',
      customer: draft.customer,
      car: draft.car,
      saleDate: '2026-06-15T10:00:00.000Z',
      salePrice: 119_000_000,
      listedPrice: 120_000_000,
      totalAmount: 119_000_000,
      totals: { vatRateBp: 1900, totalHt: 100_000_000, vat: 19_000_000, totalTtc: 119_000_000 },
    });
    expect(proFormaContent(business, null, draft, new Date()).totals.vat).toBe(0);
  });
});
