/** every cars query key starts with 'cars' */
export const carsKeys = {
  all: ['cars'] as const,
  garage: ['cars', 'garage'] as const,
  sold: ['cars', 'sold'] as const,
  summary: ['cars', 'summary'] as const,
  brands: ['cars', 'brands'] as const,
  suppliers: ['cars', 'suppliers'] as const,
};
