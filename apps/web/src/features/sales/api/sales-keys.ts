/** the query keys of the Car Sales screen; mutations invalidate through these */
export const salesKeys = {
  summary: ['sales', 'summary'] as const,
  forSale: ['sales', 'for-sale'] as const,
  listable: ['sales', 'listable'] as const,
  recent: ['sales', 'recent'] as const,
  brands: ['sales', 'brands'] as const,
};
